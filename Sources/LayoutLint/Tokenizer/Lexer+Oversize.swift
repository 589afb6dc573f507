/// Input longer than a `Token` can measure (`Token.maxLength`, 128 MiB). `FileSystem.readFile`
/// refuses such files, but staged contents or a library caller may hand over more, though no
/// Swift source comes near it. A token longer than `maxTokenLength` comes out as several tokens of
/// its kind, none longer: the tokens still tile the input, so nothing reads past it. (Offsets past
/// 4 GiB wrap, as they always have.) Every token goes through `lexToken` here: slower than the
/// batch loop, and the same tokens. Only `Token`s are split: a recording lexer writes packed
/// words, whose length is the distance to the next start, and is never given this much input.
extension Lexer {
    mutating func lexSplitting(into out: UnsafeMutablePointer<Token>, capacity: Int) -> Int {
        var n = 0
        while n < capacity {
            if unsplit.isEmpty {
                guard pos < end else { break }
                let start = pos
                let kind = lexToken()
                if pos <= start { pos = start &+ 1 }  // defensive: every token consumes input
                unsplit.append((kind, start, pos))
                if pendingRegexEnd > pos {  // the regex literal an operator hid (`!/x/`)
                    unsplit.append((.regex, pos, pendingRegexEnd))
                    pos = pendingRegexEnd
                    pendingRegexEnd = -1
                    setPrevious(.expressionEnd)
                }
                unsplit.reverse()  // taken from the end
            }
            let next = unsplit.removeLast()
            let pieceEnd = next.end &- next.start > maxTokenLength ? next.start &+ maxTokenLength : next.end
            if pieceEnd < next.end { unsplit.append((next.kind, pieceEnd, next.end)) }
            out[n] = Token(kind: next.kind, start: next.start, lexedEnd: pieceEnd)
            n &+= 1
        }
        return n
    }
}
