#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Method declarations and definitions: `- (UITableViewCell *)tableView:(UITableView *)tableView
/// cellForRowAtIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(13)) { … }`.
extension ObjCDeclarationParser {
    /// Reads a method from its `-`/`+`. The member is nil when no selector follows.
    func parseMethod(at start: Int, inImplementation: Bool, optional: Bool) -> (member: Member?, next: Int) {
        let n = tokens.count
        var j = next(start)
        var returnType: String?
        if isPunct(j, UInt8(ascii: "(")) {
            let close = closing(j)
            returnType = significantText(j + 1, close)
            j = next(close)
        }
        var selector = ""
        var parameters: [Parameter] = []
        // Selector pieces: `name`, or `name:(type)param` / `:(type)param` repeated.
        var first = true
        while j < n {
            var piece = ""
            var afterPiece = j
            if tokens[j].kind == .identifier {
                piece = text(j)
                afterPiece = next(j)
            }
            guard isPunct(afterPiece, UInt8(ascii: ":")) || (isDoubleColon(afterPiece)) else {
                if first, !piece.isEmpty {
                    selector = piece
                    j = afterPiece
                }
                break
            }
            if isDoubleColon(afterPiece) {
                // `a::` lexes as one token: a piece and an empty one, each with a parameter.
                selector += piece + "::"
                j = skipParameter(next(afterPiece), into: &parameters, label: piece)
                first = false
                continue
            }
            if piece.isEmpty, first { break }
            selector += piece + ":"
            j = skipParameter(next(afterPiece), into: &parameters, label: piece)
            first = false
        }
        guard !selector.isEmpty else { return (nil, next(start)) }
        // Variadic tail (`, ...`), attribute macros, `__attribute__((…))`, then a body or `;`.
        var k = j
        var bodyOpen: Int?
        var bodyClose: Int?
        var declarationEnd = j
        while k < n {
            let token = tokens[k]
            if token.kind.isTrivia || token.kind == .poundKeyword {
                k += 1
                continue
            }
            if isPunct(k, UInt8(ascii: "{")) {
                if closing(k) > k {
                    bodyOpen = k
                    bodyClose = closing(k)
                }
                declarationEnd = bodyClose ?? k
                break
            }
            if isPunct(k, UInt8(ascii: ";")) {
                declarationEnd = k
                let following = next(k)
                // An implementation may put a `;` between the header and its body.
                if inImplementation, isPunct(following, UInt8(ascii: "{")), closing(following) > following {
                    bodyOpen = following
                    bodyClose = closing(following)
                    declarationEnd = bodyClose ?? following
                }
                break
            }
            if isPunct(k, UInt8(ascii: "(")) {
                let close = Int(prepass.match[k])
                k = close > k ? close + 1 : k + 1
                declarationEnd = k - 1
                continue
            }
            if token.kind == .keyword || isPunct(k, UInt8(ascii: "}")) || isOperator(k, "-") || isOperator(k, "+") {
                break  // `@end` or the next method: a header with neither body nor `;`
            }
            declarationEnd = k
            k += 1
        }
        var end = min(declarationEnd, n - 1)
        // `#if A - (void)f { #else - (void)g { #endif … }`: the body paired across the branches;
        // reading resumes at the other branch so its method is seen too.
        if let open = bodyOpen, let close = bodyClose, let resume = prepass.branchInside(open, close) { end = resume }
        var attributes: [String] = []
        if returnType == "IBAction" { attributes.append("@IBAction") }
        if optional { attributes.append("@optional") }
        // `- (void)initQueueViewController` is named like an initializer but returns nothing: a
        // helper, not one of the init family.
        let name = returnType == "void" && ObjCSelector.isInitializer(selector)
            ? String(selector.prefix { $0 != ":" }) : ObjCSelector.swiftBaseName(selector)
        var member = Member(
            kind: isOperator(start, "+") ? .classMethod : .method, name: name,
            signature: selector, line: line(start), startToken: start, endToken: end + 1, keywordToken: start,
            attributes: attributes, modifiers: [], parameters: parameters, storage: nil, typeName: returnType,
            bodyOpen: bodyOpen, bodyClose: bodyClose, ifConfig: prepass.ifConfig(at: start), nestedType: nil)
        member.selector = selector
        return (member, end + 1)
    }

    /// After a selector piece's colon: an optional `(type)`, then the parameter's name.
    func skipParameter(_ start: Int, into parameters: inout [Parameter], label: String) -> Int {
        var j = start
        var type = "id"
        if isPunct(j, UInt8(ascii: "(")) {
            let close = closing(j)
            type = significantText(j + 1, close)
            j = next(close)
        }
        // Parameter attributes such as `__unused` come before the name.
        while j < tokens.count, tokens[j].kind == .identifier, text(j).hasPrefix("__"), tokens[next(j)].kind == .identifier {
            j = next(j)
        }
        parameters.append(Parameter(firstName: label, type: type))
        if j < tokens.count, tokens[j].kind == .identifier { return next(j) }
        return j
    }

    func isDoubleColon(_ i: Int) -> Bool {
        i < tokens.count && tokens[i].kind == .punctuation && file.tokenIs(tokens[i], "::")
    }
}

/// Facts about selectors the rest of the tool reads in Swift's terms.
enum ObjCSelector {
    static let prepositions = ["With", "For", "To", "In", "At", "From", "By", "On", "Using"]
    /// The same as bytes, made once: the SDK table asks for thousands of base names at start-up.
    static let prepositionBytes = prepositions.map { Array($0.utf8) }

    /// The base name Swift would import the method under, as far as the life-cycle table and
    /// `super` calls need: `initWithFrame:` → `init`, `dealloc` → `deinit`, `viewWillAppear:` →
    /// `viewWillAppear`, `willMoveToParentViewController:` → `willMove`,
    /// `numberOfSectionsInTableView:` → `numberOfSections`.
    static func swiftBaseName(_ selector: String) -> String {
        if selector == "dealloc" { return "deinit" }
        // ASCII selectors (all of the SDK table's) are read as bytes: Strings made per piece and
        // per preposition cost ~5,500 instructions a selector, ~1 % of a lint at start-up.
        if let ascii = selector.withUTF8Bytes({ bytes in asciiBaseNameEnd(bytes).map { String(decoding: bytes[..<$0], as: UTF8.self) } }) {
            return ascii
        }
        if isInitializer(selector) { return "init" }
        // Elsewhere a Character split: a combining mark after a `:` makes it no colon.
        let firstPiece = selector.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? selector
        guard selector.contains(":") else { return firstPiece }
        let bytes = Array(firstPiece.utf8)
        return bytes.withUnsafeBufferPointer { piece in
            prepositionCut(piece).map { String(decoding: piece[..<$0], as: UTF8.self) } ?? firstPiece
        }
    }

    /// Where `swiftBaseName` of an ASCII selector ends, which it is a prefix of (`init` of an
    /// initializer, else the first piece, cut before its last preposition). Nil where it is no
    /// prefix: `dealloc` (`deinit`), or a selector with a non-ASCII byte. (The SDK table's loose
    /// keys are made and compared from it without a String for the base name.)
    static func asciiBaseNameEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // The ASCII test eight bytes at a time and the colon by memchr: a loop doing both per
        // byte cost ~500 instructions a selector.
        guard bytes.isASCII, !(bytes.count == 7 && bytes.elementsEqual("dealloc".utf8)) else { return nil }
        if startsAsInitializer(bytes) { return 4 }
        guard let base = bytes.baseAddress, let hit = memchr(base, Int32(UInt8(ascii: ":")), bytes.count) else { return bytes.count }
        let colon = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        return prepositionCut(UnsafeBufferPointer(rebasing: bytes[..<colon])) ?? colon
    }

    /// Where the importer splits a selector's first piece: before the last preposition (after the
    /// first byte) that starts a capitalised word (`willMoveToParentViewController` → 8).
    static func prepositionCut(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var k = bytes.count - 2
        while k >= 1 {
            let first = bytes[k]
            if first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                for p in prepositionBytes where p[0] == first && k + p.count < bytes.count {
                    let next = bytes[k + p.count]
                    if next >= UInt8(ascii: "A"), next <= UInt8(ascii: "Z"),
                       (1..<p.count).allSatisfy({ bytes[k + $0] == p[$0] }) { return k }
                }
            }
            k -= 1
        }
        return nil
    }

    /// Cocoa's init family: `init`, `initWith…`, `init:` (not `initialize` or `initials`).
    static func isInitializer(_ selector: String) -> Bool {
        // The prefix as Characters (`init` then a combining mark is not `init`), the rest as bytes.
        selector.hasPrefix("init") && selector.withUTF8Bytes(startsAsInitializer)
    }

    /// Whether the bytes start with `init` followed by the end, a colon or a capital.
    static func startsAsInitializer(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 4, bytes[0] == UInt8(ascii: "i"), bytes[1] == UInt8(ascii: "n"), bytes[2] == UInt8(ascii: "i"),
              bytes[3] == UInt8(ascii: "t") else { return false }
        return bytes.count == 4 || bytes[4] == UInt8(ascii: ":") || (bytes[4] >= UInt8(ascii: "A") && bytes[4] <= UInt8(ascii: "Z"))
    }
}
