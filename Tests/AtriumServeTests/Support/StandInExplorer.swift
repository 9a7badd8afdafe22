/// The stand-in explorer the tests serve instead of the real one: a small perl
/// program that behaves like a full-screen app on its terminal.
///
/// Arguments: a folder for pid files, and a mode. It writes `explorer.<pid>`,
/// prints its size (`SIZE rows cols`, again on every SIGWINCH), its TERM, LANG
/// and environment names, then `READY`; echoes each line as `got <line>`; exits
/// 0 on `q`, writes without end after `flood`. Modes: `stubborn` ignores SIGHUP and
/// end of input; `family` forks a SIGHUP-ignoring
/// helper first (pid in `helper.<pid>`); `restoring` answers SIGHUP and SIGTERM
/// like a full-screen app that restores its terminal: prints `RESTORED <signal>`
/// and exits 7.
enum StandInExplorer {
    /// The perl source.
    static let script = #"""
        $| = 1;
        my ($dir, $mode) = @ARGV;
        $mode = "normal" unless defined $mode;
        sub note { my ($name, $pid) = @_; open(my $f, '>', "$dir/$name.$pid") or die "$name: $!"; print $f "$pid\n"; close $f; }
        note("explorer", $$);
        $SIG{HUP} = 'IGNORE' if $mode eq "stubborn";
        if ($mode eq "restoring") {
            $SIG{HUP} = sub { print "RESTORED HUP\n"; exit 7; };
            $SIG{TERM} = sub { print "RESTORED TERM\n"; exit 7; };
        }
        if ($mode eq "family") {
            my $kid = fork();
            if (defined $kid && $kid == 0) { $SIG{HUP} = 'IGNORE'; sleep 300; exit 0; }
            note("helper", $kid);
        }
        sub size { my $s = `stty size`; chomp $s; return $s; }
        $SIG{WINCH} = sub { print "SIZE ", size(), "\n"; };
        print "SIZE ", size(), "\n";
        print "TERM=", ($ENV{TERM} // "-"), " LANG=", ($ENV{LANG} // "-"), " HOME=", ($ENV{HOME} // "-"), "\n";
        print "ENV=", join(",", sort keys %ENV), "\n";
        print "READY\n";
        while (defined(my $line = <STDIN>)) {
            chomp $line;
            exit 0 if $line eq "q";
            if ($line eq "flood") { print(("x" x 200) . "\n") while 1; }
            print "got $line\n";
        }
        sleep 300 if $mode eq "stubborn";  # Deaf to hangup and to end of input.
        exit 3;
        """#
}
