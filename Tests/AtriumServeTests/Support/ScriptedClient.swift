import Foundation
import Testing

/// A scripted SSH client (Python and paramiko) for what the OpenSSH client
/// will not do: open its channel with a 4 GiB window and stop reading, or run
/// many sessions on one connection. `scripts/setup` installs paramiko.
///
/// Commands (each prints one line per event, flushed, and exits by itself):
/// - `stall PORT KEY SECONDS [MARK KEYS]`: one session (pty 200x60, window
///   2^32-1); types `flood` once the stand-in says READY (or, with MARK and
///   KEYS, waits for MARK and types nothing), then stops reading the socket
///   (receive buffer 4 KiB) while it sends a key every 20 ms (cycling through
///   KEYS, or `k`); prints `STALLED`, then `DONE` after SECONDS. KEYS `FAST:abc` types
///   `abc…` as fast as the server takes it and prints `SENT n` (bytes) before `DONE`.
/// - `ending PORT KEY SECONDS`: one session (pty 100x30, TERM tmux-256color)
///   read until the server closes it; prints `STATUS n`, `STDERR <text>` and
///   `LAST alt=A cursor=C mouse=M`, each 1 when the output's last word on it
///   was "restore" (left the alternate screen, cursor shown, mouse off).
/// - `sessions PORT KEY CONNECTIONS PER SECONDS [MARK]`: opens CONNECTIONS
///   connections with PER sessions each; prints `OPEN c s` once a session
///   shows MARK (default `READY`) or `REFUSED c s <message>` when the server
///   says no; then holds them for SECONDS (or until stdin closes) and prints `DONE`.
/// - `idle PORT COUNT SECONDS SOURCE`: keeps COUNT connections from address SOURCE logged in
///   with `none` (a `--public` server) and opening nothing, reconnecting whenever one is
///   closed, for SECONDS; then prints `PEAK n` (most held at once), `LOGINS n` and `DONE`.
/// - `keys PORT KEY[,KEY…]`: logs in the way scripts do, with paramiko's `SSHClient` and
///   `key_filename=[KEY, …]` (paramiko asks for `ssh-userauth` again before each key), opens a
///   shell with a pty and prints `IN` once the stand-in says READY, or `FAILED <error>`.
/// - `channels PORT KEY COUNT [drop]`: one connection that opens up to COUNT session channels
///   and never asks for a shell (with `drop`, closing each at once); prints `OPENED n` when
///   the server ends it (or `DONE n`).
enum ScriptedClient {
    /// The Python source.
    static let script = #"""
        import socket, sys, threading, time
        import paramiko

        def say(*parts):
            print(*parts, flush=True)

        class Gate:
            """A socket whose reads can be stopped: the kernel buffer fills and TCP backs up."""
            def __init__(self, sock):
                self.sock = sock
                self.reading = threading.Event()
                self.reading.set()
            def recv(self, n):
                if not self.reading.is_set():
                    time.sleep(0.05)
                    raise socket.timeout()
                return self.sock.recv(n)
            def __getattr__(self, name):
                return getattr(self.sock, name)

        def connect(port, key, rcvbuf=None, source=None):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            if source:
                sock.bind((source, 0))
            if rcvbuf:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
            sock.connect(("127.0.0.1", port))
            gate = Gate(sock)
            transport = paramiko.Transport(gate)
            transport.start_client(timeout=20)
            pkey = paramiko.Ed25519Key.from_private_key_file(key) if key != "-" else None
            if pkey:
                transport.auth_publickey("visitor", pkey)
            else:
                transport.auth_none("visitor")
            return transport, gate

        def shell(transport, window=None):
            channel = transport.open_session(window_size=window, timeout=20)
            channel.get_pty(term="xterm-256color", width=200, height=60)
            channel.invoke_shell()
            return channel

        def read_until(channel, marks, seconds):
            seen = b""
            deadline = time.time() + seconds
            channel.settimeout(0.2)
            while time.time() < deadline:
                for mark in marks:
                    if mark in seen:
                        return mark, seen
                try:
                    chunk = channel.recv(65536)
                    if not chunk:
                        break
                    seen += chunk
                except socket.timeout:
                    pass
                while channel.recv_stderr_ready():
                    seen += channel.recv_stderr(65536)
                if channel.exit_status_ready() and not channel.recv_ready():
                    while channel.recv_stderr_ready():
                        seen += channel.recv_stderr(65536)
                    break
            while channel.recv_stderr_ready():
                seen += channel.recv_stderr(65536)
            for mark in marks:
                if mark in seen:
                    return mark, seen
            return None, seen

        def stall(port, key, seconds, ready=None, keys=None):
            transport, gate = connect(port, key, rcvbuf=4096)
            channel = shell(transport, window=2**32 - 1)
            mark, _ = read_until(channel, [(ready or "READY").encode()], 20)
            if mark is None:
                say("NOREADY"); return
            if ready is None:
                channel.send(b"flood\n")
                read_until(channel, [b"xxxxxxxxxx"], 20)
            gate.reading.clear()
            say("STALLED")
            cycle = (keys or "k").encode()
            deadline = time.time() + seconds
            index = 0
            if cycle.startswith(b"FAST:"):
                # Types as fast as the server takes it: 4 KiB at a time, until the deadline.
                chunk = (cycle[5:] * 4096)[:4096]
                channel.settimeout(0.5)
                sent = 0
                while time.time() < deadline:
                    try:
                        sent += channel.send(chunk)
                    except socket.timeout:
                        pass
                    except Exception as error:
                        say("SENDFAILED", error); break
                say("SENT", sent)
                say("DONE")
                return
            while time.time() < deadline:
                try:
                    channel.send(cycle[index % len(cycle):index % len(cycle) + 1])
                except Exception as error:
                    say("SENDFAILED", error); break
                index += 1
                time.sleep(0.02)
            say("DONE")

        def sessions(port, key, connections, per, seconds, mark):
            held = []
            for c in range(connections):
                try:
                    transport, _ = connect(port, key)
                except Exception as error:
                    say("NOCONNECT", c, repr(error)); continue
                held.append(transport)
                for s in range(per):
                    try:
                        channel = shell(transport)
                    except Exception as error:
                        say("REFUSED", c, s, "channel:", repr(error)); continue
                    found, seen = read_until(channel, [mark.encode(), b"atrium: "], 20)
                    if found == mark.encode():
                        say("OPEN", c, s)
                    else:
                        text = seen.decode("utf-8", "replace").replace("\r", " ").replace("\n", " ").strip()
                        say("REFUSED", c, s, text[-160:])
                    held.append(channel)
            say("HOLDING")
            deadline = time.time() + seconds
            while time.time() < deadline and all(t.is_active() for t in held if isinstance(t, paramiko.Transport)):
                time.sleep(0.1)
            say("DONE")

        def ending(port, key, seconds):
            transport, _ = connect(port, key)
            channel = transport.open_session(timeout=20)
            channel.get_pty(term="tmux-256color", width=100, height=30)
            channel.invoke_shell()
            data = b""
            channel.settimeout(0.2)
            deadline = time.time() + seconds
            while time.time() < deadline:
                try:
                    chunk = channel.recv(65536)
                    if not chunk:
                        break
                    data += chunk
                except socket.timeout:
                    pass
            def last_is(on, off):
                return 1 if data.rfind(off) > data.rfind(on) >= 0 else 0
            say("STATUS", channel.recv_exit_status() if channel.exit_status_ready() else "none")
            say("STDERR", channel.recv_stderr(65536).decode("utf-8", "replace").strip())
            say("LAST alt=%d cursor=%d mouse=%d" % (
                last_is(b"\x1b[?1049h", b"\x1b[?1049l"), last_is(b"\x1b[?25l", b"\x1b[?25h"),
                last_is(b"\x1b[?1000h", b"\x1b[?1000l")))

        def idle(port, count, seconds, source):
            held = []
            peak = logins = 0
            deadline = time.time() + seconds
            while time.time() < deadline:
                held = [t for t in held if t.is_active()]
                if len(held) < count:
                    try:
                        transport, _ = connect(port, "-", source=source)
                        if transport.is_authenticated():
                            held.append(transport)
                            logins += 1
                        else:
                            transport.close()
                    except Exception:
                        time.sleep(0.05)
                else:
                    time.sleep(0.05)
                peak = max(peak, len([t for t in held if t.is_active()]))
            say("PEAK", peak)
            say("LOGINS", logins)
            for t in held:
                t.close()
            say("DONE")

        def channels(port, key, count, drop=False):
            transport, _ = connect(port, key)
            held = []   # kept, so that paramiko does not close them when they are collected
            opened = 0
            try:
                for _ in range(count):
                    channel = transport.open_session(timeout=10)
                    if drop:
                        channel.close()
                    else:
                        held.append(channel)
                    opened += 1
            except Exception:
                say("OPENED", opened)
                return
            say("DONE", opened)

        def keys(port, files):
            client = paramiko.SSHClient()
            client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
            try:
                client.connect("127.0.0.1", port=port, username="visitor", key_filename=files, look_for_keys=False,
                               allow_agent=False, timeout=10, banner_timeout=10, auth_timeout=10)
                channel = client.invoke_shell(term="xterm-256color", width=100, height=30)
                mark, seen = read_until(channel, [b"READY"], 20)
                say("IN" if mark else "FAILED no READY: %r" % seen[-200:])
            except Exception as error:
                say("FAILED", repr(error))
            finally:
                client.close()

        command = sys.argv[1]
        if command == "stall":
            extra = sys.argv[5:7] if len(sys.argv) > 6 else [None, None]
            stall(int(sys.argv[2]), sys.argv[3], float(sys.argv[4]), *extra)
        elif command == "ending":
            ending(int(sys.argv[2]), sys.argv[3], float(sys.argv[4]))
        elif command == "idle":
            idle(int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), sys.argv[5])
        elif command == "keys":
            keys(int(sys.argv[2]), sys.argv[3].split(","))
        elif command == "channels":
            channels(int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), len(sys.argv) > 5 and sys.argv[5] == "drop")
        elif command == "sessions":
            mark = sys.argv[7] if len(sys.argv) > 7 else "READY"
            sessions(int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), float(sys.argv[6]), mark)
        """#
}
