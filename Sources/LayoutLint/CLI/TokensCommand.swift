/// `layoutlint tokens`: the tokenizer's view of files, for debugging and benchmarks.
enum TokensCommand {
    static let help = """
    USAGE: layoutlint tokens [--stats] PATH...

    Prints each token as LINE:COLUMN KIND TEXT. With --stats, reads and tokenizes the files on
    one core and prints only the totals (files, bytes, tokens): the benchmark's tokenizer probe.
    """

    static func run(_ arguments: [String], output: Output) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["--help", "-h", "--stats"], options: [])
        if args.has("--help") || args.has("-h") {
            output.line(help)
            return 0
        }
        guard !args.positionals.isEmpty else { throw Arguments.UsageError(description: "tokens needs at least one PATH.") }
        let walk = PathWalker().expand(args.positionals)
        for failure in walk.failures { output.error("error: \(failure)") }
        var bytesTotal = 0, tokensTotal = 0, failed = false
        for path in walk.files {
            let bytes: [UInt8]
            switch FileSystem.readResult(path) {
            case .success(let read): bytes = read
            case .failure(let failure):
                output.error("error: \(failure)")
                failed = true
                continue
            }
            bytesTotal += bytes.count
            if args.has("--stats") {
                bytes.withUnsafeBufferPointer { buffer in
                    if SourceLanguage(path: path) == .objectiveC {
                        ObjCTokenizer.forEachToken(in: buffer) { _ in tokensTotal += 1 }
                    } else {
                        Tokenizer.forEachToken(in: buffer) { _ in tokensTotal += 1 }
                    }
                }
                continue
            }
            let file = SourceFile(path: path, bytes: bytes)
            for token in SourceParser.tokenize(file) {
                let (line, column) = file.location(of: Int(token.start))
                output.line("\(path):\(line):\(column) \(token.kind) \(JSONText.quoted(file.text(token)))")
                tokensTotal += 1
            }
        }
        if args.has("--stats") { output.line("files: \(walk.files.count)  bytes: \(bytesTotal)  tokens: \(tokensTotal)") }
        return walk.failures.isEmpty && !failed ? 0 : 3
    }
}
