#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the commands write: buffered standard output and error, or a capture for tests.
public final class Output: @unchecked Sendable {
    private var out: [UInt8] = []
    private var err: [UInt8] = []
    private let capturing: Bool
    public private(set) var capturedOut = ""
    public private(set) var capturedErr = ""

    public init(capturing: Bool = false) {
        self.capturing = capturing
        out.reserveCapacity(1 << 16)
    }

    public func write(_ text: String) {
        out.append(contentsOf: text.utf8)
        if out.count >= 1 << 16 { flushOut() }
    }

    public func writeBytes(_ bytes: [UInt8]) {
        out.append(contentsOf: bytes)
        if out.count >= 1 << 16 { flushOut() }
    }

    public func line(_ text: String) { write(text); out.append(0x0A) }

    public func error(_ text: String) {
        err.append(contentsOf: text.utf8)
        err.append(0x0A)
        flushErr()
    }

    public func flush() {
        flushOut()
        flushErr()
    }

    private func flushOut() {
        if capturing {
            capturedOut += String(decoding: out, as: UTF8.self)
        } else {
            Self.writeAll(1, out)
        }
        out.removeAll(keepingCapacity: true)
    }

    private func flushErr() {
        if capturing {
            capturedErr += String(decoding: err, as: UTF8.self)
        } else {
            Self.writeAll(2, err)
        }
        err.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe (`| head`): nothing more to say
            }
            written += n
        }
    }
}

/// `write(2)`, named apart from `Output.write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
