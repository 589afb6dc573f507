#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and collects what it prints: `posix_spawnp` (found on `PATH`, no shell, so no
/// quoting to get wrong), standard output and error read through pipes, the exit status.
///
/// Why this shape:
/// - Both pipes are drained together with `poll`, so a child that fills one while we wait on the
///   other cannot deadlock us.
/// - Input goes through an unlinked temporary file, not a pipe: nothing to interleave with the
///   reads, and no SIGPIPE (which would kill this process) if the child exits without reading.
/// - Our descriptors are close-on-exec, so children spawned at the same time from other threads
///   do not inherit each other's pipes (which would hold them open and hang the reads).
public enum Subprocess {
    public struct Result: Sendable {
        /// The exit code, or 128 + the signal number when the child was killed (as shells report it).
        public let status: Int32
        public let stdout: [UInt8]
        public let stderr: [UInt8]

        public var succeeded: Bool { status == 0 }
        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// - Parameters:
    ///   - executable: a path, or a name looked up on `PATH`.
    ///   - input: bytes for the child's standard input (default: `/dev/null`).
    ///   - environment: variables set for the child on top of this process's environment.
    public static func run(_ executable: String, _ arguments: [String], input: [UInt8]? = nil,
                           environment: [String: String] = [:]) throws -> Result {
        let stdinFD = try input.map(inputFile) ?? open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard stdinFD >= 0 else { throw failure("cannot open /dev/null") }
        defer { close(stdinFD) }
        let out = try makePipe(), err = try makePipe()

        var actions = makeFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies, so the child keeps exactly 0, 1 and 2.
        posix_spawn_file_actions_adddup2(&actions, stdinFD, 0)
        posix_spawn_file_actions_adddup2(&actions, out.write, 1)
        posix_spawn_file_actions_adddup2(&actions, err.write, 2)

        // The child starts with no signal blocked and default handlers: posix_spawn would
        // otherwise pass on this thread's mask (Dispatch's workers block signals).
        var attributes = makeSpawnAttributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = childEnvironment(environment)
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = (argv + [nil]).withUnsafeBufferPointer { argvBuffer in
            (envp + [nil]).withUnsafeBufferPointer { envBuffer in
                posix_spawnp(&pid, executable, &actions, &attributes,
                             UnsafeMutablePointer(mutating: argvBuffer.baseAddress!),
                             UnsafeMutablePointer(mutating: envBuffer.baseAddress!))
            }
        }
        close(out.write)
        close(err.write)
        defer {
            close(out.read)
            close(err.read)
        }
        guard spawned == 0 else {
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        let (stdout, stderr) = drain(out.read, err.read)
        return Result(status: wait(for: pid), stdout: stdout, stderr: stderr)
    }

    /// Reads both descriptors to their end, whichever has data first.
    private static func drain(_ a: Int32, _ b: Int32) -> ([UInt8], [UInt8]) {
        var buffers: [[UInt8]] = [[], []]
        var fds = [pollfd(fd: a, events: Int16(POLLIN), revents: 0), pollfd(fd: b, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while fds.contains(where: { $0.fd >= 0 }) {
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for k in fds.indices where fds[k].fd >= 0 && fds[k].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(fds[k].fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    buffers[k].append(contentsOf: chunk[0..<n])
                } else if n == 0 || errno != EINTR && errno != EAGAIN {
                    fds[k].fd = -1  // end of file (or an error): poll ignores negative descriptors
                }
            }
        }
        return (buffers[0], buffers[1])
    }

    private static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 127 }
        }
        // The POSIX encoding (the W* macros are not imported): low 7 bits the signal, else the code.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw failure("cannot create a pipe") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// An anonymous file holding `bytes`, positioned at its start.
    private static func inputFile(_ bytes: [UInt8]) throws -> Int32 {
        let directory = FileSystem.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(FileSystem.join(directory, "layoutlint-input-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("cannot create a temporary file in \(directory)") }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                close(fd)
                throw failure("cannot write a temporary file")
            }
            written += n
        }
        lseek(fd, 0, SEEK_SET)
        return fd
    }

    /// This process's environment with `overrides` applied, as `NAME=value` C strings.
    private static func childEnvironment(_ overrides: [String: String]) -> [UnsafeMutablePointer<CChar>?] {
        var result: [UnsafeMutablePointer<CChar>?] = []
        if var entry = processEnvironment() {
            while let pointer = entry.pointee {
                let text = String(cString: pointer)
                let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
                if overrides[name] == nil { result.append(strdup(pointer)) }
                entry += 1
            }
        }
        for (name, value) in overrides.sorted(by: { $0.key < $1.key }) { result.append(strdup("\(name)=\(value)")) }
        return result
    }

    private static func failure(_ what: String) -> Failure {
        Failure(description: "\(what): \(String(cString: strerror(errno)))")
    }
}

#if canImport(Darwin)
private func makeFileActions() -> posix_spawn_file_actions_t? { nil }
private func makeSpawnAttributes() -> posix_spawnattr_t? { nil }
private func processEnvironment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { _NSGetEnviron().pointee }
#else
private func makeFileActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
private func makeSpawnAttributes() -> posix_spawnattr_t { posix_spawnattr_t() }
private func processEnvironment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }
#endif
