// libFuzzer entry point, compiled together with the library's sources by Fuzz/run.sh (it is
// not a SwiftPM target). Every input must tokenize into contiguous tokens that cover it exactly,
// and outline, every rule and the fixer must finish on it without trapping.

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutlintFuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = count > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: count)) : []
    let tokens = Tokenizer.tokenize(bytes)
    var offset = 0
    for token in tokens {
        precondition(Int(token.start) == offset && token.end > token.start, "tokens must be contiguous and non-empty")
        offset = Int(token.end)
    }
    precondition(offset == bytes.count, "tokens must cover the input")
    let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
    let (lexerLines, selectorNames) = bytes.withUnsafeBufferPointer { buffer in
        Tokenizer.tokenizeRecording(buffer) { _, _, _, lines, selectorNames in (lines, selectorNames) }
    }
    precondition(lexerLines == file.lineStarts, "the lexer's line table is the bytes' table")
    let mayBeSelectorNames = bytes.withUnsafeBufferPointer { buffer in
        tokens.indices.filter { k in
            tokens[k].length > 0 && SelectorName.mayBe(tokens[k].kind, buffer.baseAddress!, Int(tokens[k].start), Int(tokens[k].end))
        }
    }
    precondition(selectorNames == mayBeSelectorNames, "the lexer lists exactly the tokens that may be selector names")
    let outline = OutlineParser.parse(file, tokens: tokens)
    precondition(outline.tokens.isPacked && Array(outline.tokens) == tokens, "packed, the outline's tokens are the lexer's")
    for type in outline.types {
        precondition(type.bodyOpen < type.bodyClose || type.bodyClose == tokens.count, "a body closes after it opens")
    }
    // Held for the linter (tokens packed, read in place), the outline is linted the same.
    let held = HeldOutline(outline).outline!
    precondition(FuzzConfiguration.linter.lint(outline) == FuzzConfiguration.linter.lint(held), "a held outline is linted the same")
    _ = OutlineFormatter.json(outline)
    FuzzConfiguration.expectFixes(file, outline) { OutlineParser.parse($0) }
    // The same input as Objective-C, the input standing in for its own header too.
    let objCTokens = ObjCTokenizer.tokenize(bytes)
    offset = 0
    for token in objCTokens {
        precondition(Int(token.start) == offset && token.end > token.start, "ObjC tokens must be contiguous and non-empty")
        offset = Int(token.end)
    }
    precondition(offset == bytes.count, "ObjC tokens must cover the input")
    let objC = ObjCOutlineParser.parse(SourceFile(path: "Fuzz.m", bytes: bytes), tokens: objCTokens,
                                       header: SourceFile(path: "Fuzz.h", bytes: bytes))
    for type in objC.types {
        precondition(type.startToken <= type.bodyOpen && type.bodyOpen <= type.bodyClose && type.bodyClose <= objCTokens.count,
                     "a container ends after it starts")
        for member in type.members {
            if let open = member.bodyOpen, let close = member.bodyClose { precondition(open < close, "a body closes after it opens") }
        }
    }
    precondition(FuzzConfiguration.linter.lint(objC) == FuzzConfiguration.linter.lint(HeldOutline(objC).outline!),
                 "a held Objective-C outline is linted the same")
    _ = OutlineFormatter.json(objC)
    FuzzConfiguration.expectFixes(objC.file, objC) { ObjCOutlineParser.parse($0, header: SourceFile(path: "Fuzz.h", bytes: bytes)) }
    _ = OutlineFormatter.text(objC)
    return 0
}

/// Every rule on, views checked too: the widest surface for one input.
enum FuzzConfiguration {
    static let linter: Linter = {
        let json = #"{"targets": {"views": {"enabled": true}}, "rules": {"interface-builder": {"severity": "warning"}}}"#
        let configuration = (try? ConfigurationLoader.load(userJSON: Array(json.utf8), path: "fuzz.json")) ?? .default
        return Linter(configuration: configuration)
    }()

    static let fixer = Fixer(configuration: .default)

    /// The fixer finishes on anything, and a rewrite it accepts (its own check passed) is one
    /// it would leave as it is, parsed as the input was (`parse`: an Objective-C file with the
    /// same header).
    static func expectFixes(_ file: SourceFile, _ outline: Outline, parse: (SourceFile) -> Outline) {
        guard let fixed = fixer.fix(file, parsed: outline).fixed else { return }
        let again = SourceFile(path: file.path, bytes: fixed)
        precondition(fixer.fix(again, parsed: parse(again)).fixed == nil, "a fixed file needs no second fix")
    }
}
