import CSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A freshly opened pseudo-terminal pair.
///
/// The server keeps the master (close-on-exec) and hands the child the
/// slave's path, which the child opens as its controlling terminal.
public struct PseudoTerminal: Sendable {
    /// The master side, read and written by the server.
    public let master: Int32
    /// The slave side, open until the child has been spawned.
    public let slave: Int32
    /// The slave's device path, e.g. `/dev/pts/3`.
    public let slavePath: String

    /// Opens a pair with the given size.
    public static func open(size: TerminalSize) throws -> PseudoTerminal {
        var master: Int32 = -1
        var slave: Int32 = -1
        guard atrium_openpty(&master, &slave, size.rows, size.columns) == 0 else {
            throw PTYError.fileSystem(path: "/dev/ptmx", operation: "openpty", errno: errno)
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        var name = [CChar](repeating: 0, count: 256)
        let rc = ttyname_r(slave, &name, name.count)
        guard rc == 0 else {
            close(master)
            close(slave)
            throw PTYError.fileSystem(path: "pty", operation: "ttyname", errno: rc)
        }
        return PseudoTerminal(master: master, slave: slave, slavePath: String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Sets the window size on a master; the kernel then sends SIGWINCH to the
    /// terminal's foreground process group.
    public static func resize(master: Int32, to size: TerminalSize) {
        _ = atrium_set_winsize(master, size.rows, size.columns)
    }

    /// A new close-on-exec descriptor for the same master.
    public static func duplicate(_ fd: Int32) -> Int32 {
        fcntl(fd, F_DUPFD_CLOEXEC, 3)
    }
}

/// A terminal's size in character cells, as a client reports it.
public struct TerminalSize: Equatable, Sendable {
    /// Lines, 1…1000.
    public var rows: UInt16
    /// Columns, 1…1000.
    public var columns: UInt16

    /// Clamps a client's numbers; 0 or less means "unknown", giving 24×80.
    public init(rows: Int, columns: Int) {
        self.rows = Self.clamp(rows, unknown: 24)
        self.columns = Self.clamp(columns, unknown: 80)
    }

    private static func clamp(_ value: Int, unknown: UInt16) -> UInt16 {
        value <= 0 ? unknown : UInt16(min(value, 1000))
    }
}
