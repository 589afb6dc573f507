import Testing
@testable import LayoutLint

/// The byte-level answers the rules ask agree with the String-level ones they replaced.
@Suite("Rule fast paths: bytes agree with Strings")
struct RuleFastPathAgreementTests {
    /// `NameSet.contains(token, in:)` answers as `contains(file.text(token))` for every token of
    /// real-looking Swift, with ASCII names, non-ASCII names and a name only Unicode equates.
    @Test func nameSetByTokenAgreesWithByText() {
        let source = """
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                navigationItem.title = "Café"
                self.tableView.rowHeight = 44
                café.alpha = 0.5
                \u{212A}elvin.isHidden = true
                titleLabel.text = K
            }
            """
        let outline = SourceParser.parse(SourceFile(path: "A.swift", text: source))
        let sets = [["view", "navigationItem", "title", "self"], ["café", "K", "tableView"], ["cafe\u{301}", "\u{212A}"], []]
        for names in sets {
            let set = NameSet(names)
            for token in outline.tokens {
                let text = outline.file.text(token)
                #expect(set.contains(token, in: outline.file) == names.contains(text), "\(names) \(text)")
            }
        }
    }

    /// The eight-bytes-at-a-time ASCII test answers as a test of each byte, at every length and
    /// wherever the non-ASCII byte sits.
    @Test func asciiTestAgreesWithEachByte() {
        for length in 0..<40 {
            for position in -1..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                if position >= 0 { bytes[position] = 0xC3 }
                let expected = bytes.allSatisfy { $0 < 0x80 }
                #expect(bytes.withUnsafeBufferPointer { $0.isASCII } == expected, "\(length) \(position)")
                #expect(String(decoding: bytes, as: UTF8.self).isASCII == String(decoding: bytes, as: UTF8.self).utf8.allSatisfy { $0 < 0x80 })
            }
        }
    }

    /// `isSingleLineASCII` agrees with a test of each byte for every byte value in every place.
    @Test func singleLineTestAgreesWithEachByte() {
        for byte in UInt8(1)...0x7F {
            for place in 0..<3 {
                var bytes = Array("abcdefghijklmnopq".utf8)
                bytes[place * 7] = byte
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(text.isSingleLineASCII() == !(0x0A...0x0D).contains(byte), "\(byte)")
            }
        }
        #expect(!"caf\u{E9}".isSingleLineASCII())
    }

    /// delegate-mark's `refines` answers as the known protocols' refinements do, for every SDK
    /// protocol with refinements and every protocol of the table.
    @Test func refinesAgreesWithKnownProtocols() {
        let names = SDKProtocols.all.map(\.name)
        var asked = 0
        for block in names where !SDKProtocols.refinements(of: block).isEmpty {
            let known = Set(KnownProtocol.inheritedProtocols(of: block).map(\.name))
            for name in SDKProtocols.refinements(of: block) + names.prefix(40) + [block, "NotAProtocol"] {
                #expect(DelegateMarkRule.refines(block, name) == known.contains(name), "\(block) \(name)")
                asked += 1
            }
        }
        #expect(asked > 100)
    }

    /// `joinedText` spells what `joined(separator:)` does.
    @Test func joinedTextAgreesWithJoined() {
        for parts in [[], ["a"], ["view", "frame"], ["café", "", "\u{212A}", "x"]] as [[String]] {
            #expect(parts.joinedText(separator: ", ") == parts.joined(separator: ", "))
            #expect(parts.prefix(2).joinedText(separator: ".") == parts.prefix(2).joined(separator: "."))
        }
    }
}
