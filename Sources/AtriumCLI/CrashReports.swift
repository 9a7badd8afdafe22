import AtriumServe
import CSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What happens when Atrium itself fails (a bug, not bad input): the user sees one line and
/// a restored terminal; the details go to a file.
///
/// The Swift runtime prints a crash's backtrace to the terminal and, on a terminal, waits for
/// keys ("Press space to interact"). It reads its settings from `SWIFT_BACKTRACE` once, when
/// the process starts, so ``prepare()`` sets that variable and starts `atrium` again (one
/// `execv` of the same binary, through its resolved path so the process keeps the name
/// `atrium` rather than `exe`, with the same arguments) with the report going to a folder:
/// `$XDG_STATE_HOME/atrium`, else `$TMPDIR/atrium-<uid>` (or `/tmp`), made private. When no
/// folder can be had, the backtracer is left as it is for this process (its runtime read the
/// variable already), and standard error is silenced as the crash begins. A
/// `SWIFT_BACKTRACE` the user has set is left as it is. Then the fatal-signal handler
/// (`atrium_fatal_install`, C) restores the terminal, prints the one line and hands the signal
/// on to the runtime, which writes the report and ends the process with 128 + the signal.
public enum CrashReports {
    /// Where reports may go, in order of preference: `$XDG_STATE_HOME/atrium`, then
    /// `atrium-<uid>` in `$TMPDIR` and in `/tmp`.
    static func reportFolders(environment: [String: String]) -> [String] {
        var out: [String] = []
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            out.append((state as NSString).appendingPathComponent("atrium"))
        }
        for temp in [environment["TMPDIR"], "/tmp"].compactMap({ $0 }) where temp.hasPrefix("/") {
            out.append((temp as NSString).appendingPathComponent("atrium-\(getuid())"))
        }
        return out
    }

    /// The first of ``reportFolders(environment:)`` that exists or can be made, is a folder and
    /// is the user's own (a folder of someone else's in /tmp is not written to).
    static func usableFolder(environment: [String: String]) -> String? {
        reportFolders(environment: environment).first { folder in
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
            var info = stat()
            return stat(folder, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR && info.st_uid == getuid()
        }
    }

    /// The `SWIFT_BACKTRACE` value Atrium sets: no interaction, no colour, the report to `folder`.
    static func backtraceSetting(folder: String) -> String {
        "enable=yes,interactive=no,color=no,output-to=\(folder)"
    }

    /// Sets up crash reports; may start the process again (it does not return then). Call
    /// first thing in `main`.
    public static func prepare() {
        // `ps -o comm`, `pgrep -x atrium`, systemd: the process is `atrium` whatever the file
        // is called (argv[0] is left as it is: a served explorer's says which session it is).
        atrium_set_process_name("atrium")
        let environment = ProcessInfo.processInfo.environment
        if let own = environment["SWIFT_BACKTRACE"] {
            // Ours (after the restart) or the user's: either way it stays.
            let ours = backtraceSetting(folder: "")
            if own.hasPrefix(ours) {
                // Served over SSH: no path of the server's reaches the client.
                let served = environment["ATRIUM_SERVED"] == "1"
                atrium_fatal_install(served ? "the server keeps the details" : "details in " + own.dropFirst(ours.count), 1, 1)
            } else {
                atrium_fatal_install("details as SWIFT_BACKTRACE=\(own) says", 1, 0)
            }
            return
        }
        if let folder = usableFolder(environment: environment) {
            setenv("SWIFT_BACKTRACE", backtraceSetting(folder: folder), 1)
            if let path = try? ExplorerCommand.currentExecutable() { execv(path, CommandLine.unsafeArgv) }
            // The file was replaced or removed since we started: the kernel still has it.
            execv("/proc/self/exe", CommandLine.unsafeArgv)
            // execv returned: it failed; go on without a report.
        }
        // No report: this process's runtime read its settings already, so its backtracer (which
        // would print to the screen and wait for keys) is passed over; a child started from here
        // (the served explorer) reads this.
        setenv("SWIFT_BACKTRACE", "enable=no", 1)
        atrium_fatal_install("no report could be written (no private folder for crash reports)", 0, 0)
    }
}
