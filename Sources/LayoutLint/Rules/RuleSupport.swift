#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Knowledge several rules share: UIKit's view and controller classes, and reading
/// `receiver.property = value` statements out of a body's tokens.
enum UIKitNames {
    static let viewClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UITableView", "UICollectionView",
        "UIScrollView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
        "UIPageControl", "UIProgressView", "UIActivityIndicatorView", "UIDatePicker", "UIPickerView", "UISearchBar",
        "UIToolbar", "UINavigationBar", "UITabBar", "UIVisualEffectView", "UIRefreshControl", "UIControl",
        "UITableViewCell", "UICollectionViewCell", "WKWebView", "MKMapView", "UIColorWell", "UIContentUnavailableView",
    ]

    static let controllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIActivityViewController", "UIImagePickerController", "UIDocumentPickerViewController",
        "UIDocumentBrowserViewController", "UIHostingController", "UIInputViewController", "UIReferenceLibraryViewController",
        "UIVideoEditorController", "UIFontPickerViewController", "UIColorPickerViewController", "SFSafariViewController",
        "AVPlayerViewController", "MFMailComposeViewController", "MFMessageComposeViewController", "PHPickerViewController",
        "QLPreviewController", "CNContactPickerViewController", "CNContactViewController", "EKEventEditViewController",
        "GLKViewController", "SKStoreProductViewController", "UICloudSharingController", "ASAuthorizationController",
    ]

    /// A type name that reads as a view: UIKit's, or a custom one named like a view.
    static func isViewType(_ name: String) -> Bool {
        // One pass over the bytes of an ASCII name (nearly every one): this runs for every
        // property of every checked type. The trimmed name's String is made, and the set asked,
        // only when the suffix does not already decide.
        let ascii: Bool? = name.withUTF8Bytes { bytes in
            guard bytes.isASCII else { return nil }
            var count = bytes.count
            if count > 0, bytes[count - 1] == UInt8(ascii: "?") { count -= 1 }  // as trimmingSuffix("?")
            if count > 0, bytes[count - 1] == UInt8(ascii: "!") { count -= 1 }  // then trimmingSuffix("!")
            let base = UnsafeBufferPointer(rebasing: bytes[..<count])
            // In `viewClasses` = named like a view, or one of the few classes that are not.
            return namedLikeView(base) || classesNotNamedLikeViews.contains { $0.elementsEqual(base) }
        }
        if let ascii { return ascii }
        let base = name.trimmingSuffix("?").trimmingSuffix("!")
        return viewClasses.contains(base)
            || viewSuffixes.contains { base.hasSuffix(String(decoding: $0, as: UTF8.self)) } && base.first?.isUppercase == true
    }

    /// An uppercase first letter and a view's suffix, on an ASCII name's bytes.
    private static func namedLikeView(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
              let last = bytes.last, mayEndSuffix(last) else { return false }
        let count = bytes.count
        return viewSuffixes.contains { suffix in
            guard count >= suffix.count else { return false }
            for k in 1...suffix.count where bytes[count - k] != suffix[suffix.count - k] { return false }
            return true
        }
    }

    /// UIKit's view classes the suffix test misses (`UITableViewCell`, `UIStepper`): compared as
    /// bytes, so no String is made or hashed for every property type.
    private static let classesNotNamedLikeViews: [[UInt8]] = viewClasses.map { Array($0.utf8) }.filter { name in
        name.withUnsafeBufferPointer { !namedLikeView($0) }
    }
    /// The suffixes' last bytes, one bit each: most type names (`String`, `Int`, `Data`)
    /// end otherwise and are turned away on that byte, without the suffixes walked.
    private static let suffixEnds: (low: UInt64, high: UInt64) = viewSuffixes.reduce((0, 0)) { ends, suffix in
        let last = suffix.last!  // ASCII
        return last < 64 ? (ends.low | 1 << UInt64(last), ends.high) : (ends.low, ends.high | 1 << UInt64(last & 63))
    }

    @inline(__always) private static func mayEndSuffix(_ byte: UInt8) -> Bool {
        guard byte < 0x80 else { return false }
        return (byte < 64 ? suffixEnds.low : suffixEnds.high) & 1 << UInt64(byte & 63) != 0
    }
    static let viewSuffixes: [[UInt8]] = ["View", "Label", "Button", "TextField", "Bar", "Switch", "Slider", "Control",
                                                  "Indicator", "Picker"].map { Array($0.utf8) }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        // Type names are ASCII: their bytes are compared, where `hasSuffix` compares Characters.
        guard isASCII, suffix.isASCII else { return hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
        let kept: Int? = withUTF8Bytes { bytes in
            suffix.withUTF8Bytes { tail in
                bytes.count >= tail.count && bytes[(bytes.count - tail.count)...].elementsEqual(tail) ? bytes.count - tail.count : nil
            }
        }
        guard let kept else { return self }
        return withUTF8Bytes { String(decoding: UnsafeBufferPointer(rebasing: $0[..<kept]), as: UTF8.self) }
    }
}

/// A rule's few configured names (life-cycle methods, allowed receivers): a name asked about is
/// compared, byte for byte, only with the ASCII names of its bucket (its length and last byte),
/// in one pass over its bytes; a Set hashed each name, a walk over the names compared each
/// (String equality cost ~60 instructions a comparison), and a fingerprint first cost ~60 more
/// in its ASCII test (~4,500 lookups on the 100k-line corpus, most of them names in the set).
struct NameSet: Sendable {
    private let names: [String]
    /// The ASCII names' UTF-8 one after another, name `k` at `starts[k]..<starts[k + 1]`.
    private let utf8: [UInt8]
    private let starts: [Int]
    /// For each bucket, the position + 1 of the first ASCII name in it (0: none).
    private let heads: [Int32]
    /// For each name, the position + 1 of the next ASCII name of its bucket (0: none).
    private let next: [Int32]
    /// Positions of the names that are not ASCII, ascending: compared as Strings with every name
    /// asked about (Unicode's equivalents: KELVIN SIGN equals "K").
    private let unprinted: [Int]

    private static let bucketCount = 64

    @inline(__always) private static func bucket(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let last = bytes.last else { return 0 }
        return (bytes.count &* 31 &+ Int(last)) & (bucketCount - 1)
    }

    init(_ names: [String]) {
        self.names = names
        var heads = [Int32](repeating: 0, count: Self.bucketCount), next = [Int32](repeating: 0, count: names.count)
        var tails = [Int](repeating: -1, count: Self.bucketCount)
        var unprinted: [Int] = []
        var utf8: [UInt8] = [], starts = [0]
        for k in names.indices {
            let bucket: Int? = names[k].withUTF8Bytes { bytes in
                guard bytes.isASCII else { return nil }
                utf8.append(contentsOf: bytes)
                return Self.bucket(bytes)
            }
            starts.append(utf8.count)
            guard let bucket else { unprinted.append(k); continue }
            if tails[bucket] < 0 { heads[bucket] = Int32(k + 1) } else { next[tails[bucket]] = Int32(k + 1) }
            tails[bucket] = k
        }
        self.heads = heads
        self.next = next
        self.unprinted = unprinted
        self.utf8 = utf8
        self.starts = starts
    }

    func contains(_ name: String) -> Bool { firstIndex(of: name) != nil }

    /// The position of the first name equal to `name`, as `[String].firstIndex(of:)`.
    func firstIndex(of name: String) -> Int? {
        // (A closure, not the method: a method reference copied the set, retaining its lists.)
        let printed = name.withUTF8Bytes { firstPrinted($0) }
        if printed == Self.notASCII { return names.firstIndex(of: name) }
        return firstIndex(of: name, printed: printed)
    }

    /// `contains(file.text(token))`, the String made only when the bytes do not decide (a name
    /// that is not ASCII, or a set with such names).
    func contains(_ token: Token, in file: SourceFile) -> Bool {
        let start = Int(token.start), end = Int(token.end)
        let printed = file.bytes.withUnsafeBufferPointer { bytes in
            start <= end && end <= bytes.count ? firstPrinted(UnsafeBufferPointer(rebasing: bytes[start..<end])) : Self.notASCII
        }
        if printed >= 0 { return true }
        if printed == Self.absent, unprinted.isEmpty { return false }
        return contains(file.text(token))
    }

    private static var absent: Int { -1 }
    private static var notASCII: Int { -2 }

    /// `firstIndex(of:)` once the ASCII names have answered (`printed`: one of them, or `absent`):
    /// a name that is not ASCII, earlier in the list, may still equal it.
    private func firstIndex(of name: String, printed: Int) -> Int? {
        let found = printed >= 0 ? printed : nil
        for u in unprinted {
            if let found, u > found { break }
            if names[u] == name { return u }
        }
        return found
    }

    /// The first ASCII name with the bytes of `asked`, else `absent` for an ASCII name, else
    /// `notASCII` (it may equal any name, Unicode's equivalence being what it is). Equal bytes are
    /// equal Strings; an ASCII name with other bytes is another String.
    private func firstPrinted(_ asked: UnsafeBufferPointer<UInt8>) -> Int {
        var k = Int(heads[Self.bucket(asked)])
        if k != 0 {
            let found: Int? = utf8.withUnsafeBufferPointer { utf8 in
                while k != 0 {
                    let start = starts[k - 1], count = asked.count
                    // (A name of bytes has a buffer with an address: only the empty one may have none.)
                    if starts[k] - start == count, count == 0 || memcmp(utf8.baseAddress! + start, asked.baseAddress!, count) == 0 {
                        return k - 1
                    }
                    k = Int(next[k - 1])
                }
                return nil
            }
            if let found { return found }
        }
        return asked.isASCII ? Self.absent : Self.notASCII
    }
}

/// A value per kind of section, kept by `SectionID.caseIndex` in place (no allocation): a Set
/// or Dictionary keyed by SectionID hashes each one's raw-value String (RawRepresentable's
/// hashing), and an Array per type cost an allocation.
struct PerSection<Value> {
    /// One slot per case of SectionID (a test checks the count).
    private var values: InlineArray<6, Value>

    init(repeating value: Value) { values = InlineArray(repeating: value) }

    subscript(id: SectionID) -> Value {
        get { values[id.caseIndex] }
        set { values[id.caseIndex] = newValue }
    }

    static var capacity: Int { 6 }
}

/// `a.b.c = x`, `self.a.b += x`, `a.setTitle(…)`: one member-access chain in a body.
struct AccessChain {
    let start: Int             // token index of the chain's first name (after `self.`)
    let names: [String]        // root first
    let next: Int              // the significant token after the chain

    /// Reads the chain starting at body position `k` (indices into `body`), if `body[k]` begins one.
    static func read(_ context: RuleContext, _ body: [Int], at k: Int) -> (AccessChain, Int)? {
        var names: [String] = []
        guard let (root, end) = walk(context.tokens, context.file.bytes, body, at: k,
                                     name: { names.append(context.text(body[$0])) }) else { return nil }
        return (AccessChain(start: body[root], names: names, next: end < body.count ? body[end] : -1), end)
    }

    /// Where the chain starting at body position `k` has its root name and where it ends (the
    /// position `read` returns), without making a String of each name: most chains a rule meets
    /// start with a name it does not care about.
    static func extent(_ context: RuleContext, _ body: [Int], at k: Int) -> (root: Int, end: Int)? {
        walk(context.tokens, context.file.bytes, body, at: k, name: { _ in })
    }

    /// `extent` with the file's tokens and bytes fetched once by the caller: a loop asking at
    /// every name of a body spent more on reading them through the context than on the walk.
    static func extent(_ tokens: TokenList, _ bytes: [UInt8], _ body: [Int], at k: Int) -> (root: Int, end: Int)? {
        walk(tokens, bytes, body, at: k, name: { _ in })
    }

    /// The chain's names' body positions, root first, handed to `name`.
    @inline(__always)
    private static func walk(_ tokens: TokenList, _ bytes: [UInt8], _ body: [Int], at k: Int,
                             name: (Int) -> Void) -> (root: Int, end: Int)? {
        // `.` and `?` are one-byte tokens: their byte is compared in place (this walk runs at
        // every name of every body a rule reads).
        func isByte(_ position: Int, _ byte: UInt8) -> Bool {
            let token = tokens[body[position]]
            return token.length == 1 && Int(token.start) < bytes.count && bytes[Int(token.start)] == byte
        }
        // `self` is a keyword in Swift, an identifier in Objective-C: no other kind is spelled.
        let kind = tokens[body[k]].kind
        guard kind == .identifier || kind == .keyword else { return nil }
        let first = tokens[body[k]]
        let s = Int(first.start)
        let isSelf = first.length == 4 && s + 4 <= bytes.count && bytes[s] == UInt8(ascii: "s") && bytes[s + 1] == UInt8(ascii: "e")
            && bytes[s + 2] == UInt8(ascii: "l") && bytes[s + 3] == UInt8(ascii: "f")
        guard isSelf || kind == .identifier else { return nil }
        if k > 0, isByte(k - 1, UInt8(ascii: ".")) { return nil }  // not the start of a chain
        var j = k
        if isSelf {
            guard j + 2 < body.count, isByte(j + 1, UInt8(ascii: ".")) else { return nil }
            j += 2
        }
        let root = j
        while j < body.count, tokens[body[j]].kind == .identifier {
            name(j)
            if j + 2 < body.count, isByte(j + 1, UInt8(ascii: ".")), tokens[body[j + 2]].kind == .identifier {
                j += 2
            } else if j + 2 < body.count, isByte(j + 1, UInt8(ascii: "?")), isByte(j + 2, UInt8(ascii: ".")) {
                j += 3  // optional chaining
            } else {
                j += 1
                break
            }
        }
        guard j > root else { return nil }  // no name
        return (root, j)
    }

    /// Whether a token after a chain's first word lets it go on (`.`, or the `?` of `?.`): when
    /// not, `extent` ends the chain at that word, or finds none (`self` alone).
    @inline(__always) static func mayContinue(_ token: Token, _ bytes: [UInt8]) -> Bool {
        let s = Int(token.start)
        guard token.length == 1, s < bytes.count else { return false }
        return bytes[s] == UInt8(ascii: ".") || bytes[s] == UInt8(ascii: "?")
    }

    /// Whether the chain is assigned to (`=`, `+=`, …).
    func isAssigned(_ context: RuleContext) -> Bool { Self.isAssignment(at: next, context) }

    /// Whether token `next` (after a chain; -1 for none) assigns to it.
    static func isAssignment(at next: Int, _ context: RuleContext) -> Bool {
        guard next >= 0 else { return false }
        let token = context.tokens[next]
        if token.kind == .punctuation { return context.tokenIs(next, "=") }
        guard token.kind == .operator else { return false }
        let text = context.text(next)
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// Whether the chain ends in a call (`label.sizeToFit()`).
    func isCalled(_ context: RuleContext) -> Bool { Self.isCall(at: next, context) }

    static func isCall(at next: Int, _ context: RuleContext) -> Bool { next >= 0 && context.tokenIs(next, "(") }
}
