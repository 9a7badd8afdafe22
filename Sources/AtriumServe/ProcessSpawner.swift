import CSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts an explorer process in a new session on a pseudo-terminal.
///
/// The child: becomes a session leader (POSIX_SPAWN_SETSID) and opens the
/// terminal by path, which makes it its controlling terminal; gets the terminal
/// on fds 0, 1 and 2 and no other descriptor of ours; starts with default signal
/// dispositions, an empty signal mask, `/` as working folder and only the
/// environment it is given.
enum ProcessSpawner {
    /// Spawns `command` (executable path, then arguments) and returns its pid; `title`, when
    /// given, is the child's argv[0] (what `ps -o args` shows first) instead of the path.
    static func spawn(_ command: [String], title: String? = nil, environment: [String], terminalPath: String) throws -> pid_t {
        guard let executable = command.first else { throw ServeError.emptyExplorerCommand }
        var actions = posix_spawn_file_actions_t()
        try check(posix_spawn_file_actions_init(&actions), "file actions")
        defer { posix_spawn_file_actions_destroy(&actions) }
        try check(posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0), "terminal")
        try check(posix_spawn_file_actions_adddup2(&actions, 0, 1), "dup2")
        try check(posix_spawn_file_actions_adddup2(&actions, 0, 2), "dup2")
        try closeOtherDescriptors(&actions)
        if let chdir = GlibcExtensions.addChdir {
            try check(chdir(&actions, "/"), "chdir")
        }

        return try withCleanSignals(flags: Int32(atrium_posix_spawn_setsid())) { attributes in
            let argv = ([title ?? executable] + command.dropFirst()).map { strdup($0) } + [nil]
            let envp = environment.map { strdup($0) } + [nil]
            defer {
                argv.forEach { free($0) }
                envp.forEach { free($0) }
            }
            guard argv.dropLast().allSatisfy({ $0 != nil }), envp.dropLast().allSatisfy({ $0 != nil }) else {
                throw ServeError.fileSystem(path: executable, operation: "spawn (out of memory)", errno: ENOMEM)
            }
            var pid: pid_t = 0
            let rc = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            guard rc == 0 else { throw ServeError.fileSystem(path: executable, operation: "spawn", errno: rc) }
            return pid
        }
    }

    /// Spawns a helper of the server's (the venue host): standard input from `/dev/null`,
    /// standard output and error shared with the server (its log), `descriptor` as its
    /// descriptor 3 and no other of ours, a session of its own, clean signals, `/` as working
    /// folder and only `environment`.
    static func spawnHelper(_ command: [String], environment: [String], passing descriptor: Int32) throws -> pid_t {
        guard let executable = command.first else { throw ServeError.emptyExplorerCommand }
        var actions = posix_spawn_file_actions_t()
        try check(posix_spawn_file_actions_init(&actions), "file actions")
        defer { posix_spawn_file_actions_destroy(&actions) }
        try check(posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0), "standard input")
        try check(posix_spawn_file_actions_adddup2(&actions, descriptor, 3), "dup2")
        if let closeFrom = GlibcExtensions.addCloseFrom {
            try check(closeFrom(&actions, 4), "closefrom")
        }
        if let chdir = GlibcExtensions.addChdir {
            try check(chdir(&actions, "/"), "chdir")
        }
        return try withCleanSignals(flags: Int32(atrium_posix_spawn_setsid())) { attributes in
            let argv = command.map { strdup($0) } + [nil]
            let envp = environment.map { strdup($0) } + [nil]
            defer {
                argv.forEach { free($0) }
                envp.forEach { free($0) }
            }
            var pid: pid_t = 0
            let rc = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            guard rc == 0 else { throw ServeError.fileSystem(path: executable, operation: "spawn", errno: rc) }
            return pid
        }
    }

    /// Runs `body` with spawn attributes that give the child default handlers
    /// for every signal and an empty signal mask (a thread of ours may block
    /// signals, and ignored signals would otherwise carry over), plus `flags`.
    static func withCleanSignals<T>(flags: Int32, _ body: (inout posix_spawnattr_t) throws -> T) throws -> T {
        var attributes = posix_spawnattr_t()
        try check(posix_spawnattr_init(&attributes), "attributes")
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        try check(posix_spawnattr_setsigdefault(&attributes, &all), "signal defaults")
        try check(posix_spawnattr_setsigmask(&attributes, &none), "signal mask")
        let allFlags = flags | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        try check(posix_spawnattr_setflags(&attributes, Int16(allFlags)), "attributes")
        return try body(&attributes)
    }

    /// Adds "close every fd from 3 up", natively where glibc has it (2.34+),
    /// else by listing /proc/self/fd.
    private static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) throws {
        if let closeFrom = GlibcExtensions.addCloseFrom {
            try check(closeFrom(&actions, 3), "closefrom")
            return
        }
        guard let dir = opendir("/proc/self/fd") else {
            throw ServeError.fileSystem(path: "/proc/self/fd", operation: "list", errno: errno)
        }
        var open: [Int32] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let fd = Int32(name), fd > 2, fd != dirfd(dir) { open.append(fd) }
        }
        closedir(dir)
        for fd in open { try check(posix_spawn_file_actions_addclose(&actions, fd), "close") }
    }

    private static func check(_ rc: Int32, _ what: String) throws {
        guard rc == 0 else { throw ServeError.fileSystem(path: what, operation: "prepare spawn", errno: rc) }
    }
}

/// glibc's posix_spawn extensions, which Swift cannot see without `_GNU_SOURCE`;
/// looked up at run time so an older libc still works (with the slower fallback).
enum GlibcExtensions {
    /// `posix_spawn_file_actions_addclosefrom_np`.
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    /// `posix_spawn_file_actions_addchdir_np`.
    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// The closefrom file action, if this libc has it.
    static let addCloseFrom: AddCloseFrom? = lookUp("posix_spawn_file_actions_addclosefrom_np")
    /// The chdir file action, if this libc has it.
    static let addChdir: AddChdir? = lookUp("posix_spawn_file_actions_addchdir_np")

    private static func lookUp<F>(_ name: String) -> F? {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
        return unsafeBitCast(symbol, to: F.self)
    }
}
