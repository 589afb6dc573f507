/// The parser's member records: gathered in a scratch buffer while the file is read, then moved
/// to one `MemberRecords` of their size and handed to the member lists of the types (and of
/// the file) in one pass.
extension DeclarationParser {
    struct RecordBuffer {
        var base: UnsafeMutablePointer<Member.Record>
        var count: Int
        var capacity: Int
        /// Every function's parameters, in the order read (a record says where its own lie).
        var parameters: [ParameterSpan] = []
        /// The parameters' texts that are no span of the file (`TextSpan.stored`).
        var texts: [String] = []
        /// What `finish` hands to the outline when the file is read.
        var types: [TypeDecl] = []
        var marks: [Mark] = []
        var ifBlocks: [IfConfigBlock] = []
        /// Index in the line starts of the last line asked for (`line(_:)`).
        var lastLine = 0
        /// The last keyword or identifier token looked up in `DeclWord.table`, and its code.
        var wordToken = -1
        var wordCode: UInt8 = 0
        /// The last token asked `startsDeclaration`, and the answer.
        var startToken = -1
        var startsDeclaration = false
    }

    /// Where the next record is to be initialized (counted as appended).
    @inline(__always) func appendRecord() -> UnsafeMutablePointer<Member.Record> {
        if records.pointee.count == records.pointee.capacity {
            let capacity = 2 * records.pointee.capacity
            let grown = UnsafeMutablePointer<Member.Record>.allocate(capacity: capacity)
            Self.move(records.pointee.count, from: records.pointee.base, to: grown)
            records.pointee.base.deallocate()
            records.pointee.base = grown
            records.pointee.capacity = capacity
        }
        records.pointee.count += 1
        return records.pointee.base + records.pointee.count - 1
    }

    /// Moves records a few at a time: `moveInitialize` of them all is one `memcpy`, which copies
    /// a large block with `rep movsb` (valgrind counts it a byte at a time: more than the whole
    /// parse of some files), and one record at a time was a `memcpy` call per record. Blocks of
    /// up to 2 KB are copied with vector moves. (A move is a bitwise copy: the source is left
    /// uninitialized, as `move()` leaves it.)
    static func move(_ count: Int, from source: UnsafeMutablePointer<Member.Record>, to target: UnsafeMutablePointer<Member.Record>) {
        let stride = MemoryLayout<Member.Record>.stride
        let block = max(1, 2048 / stride)
        var k = 0
        while k < count {
            let n = min(block, count - k)
            UnsafeMutableRawPointer(target + k).copyMemory(from: UnsafeRawPointer(source + k), byteCount: n * stride)
            k += n
        }
    }

    /// Gives every type, and the file, its members in source order: each list is made at its
    /// final size, from a counting sort of the records by owner (a list grown member by member
    /// reallocated several times, and kept up to twice the room it needed).
    /// Returns the file's own (top-level) members.
    func distributeMembers(into types: inout [TypeDecl]) -> [Member] {
        let buffer = records.move()
        records.deallocate()
        let count = buffer.count, scratch = buffer.base
        guard count > 0 else {
            scratch.deallocate()
            return []
        }
        let store = MemberRecords.make(capacity: count, parameters: [])
        store.withUnsafeMutablePointers { header, elements in
            Self.move(count, from: scratch, to: elements)
            header.pointee.count = count
            header.pointee.lineStarts = file.lineStarts  // (the records keep offsets: `makeMember`)
            if !buffer.parameters.isEmpty {
                header.pointee.spans = buffer.parameters
                header.pointee.texts = buffer.texts
                header.pointee.bytes = file.bytes
            }
        }
        scratch.deallocate()
        let lists = types.count + 1  // list 0 is the file's
        @inline(__always) func list(_ k: Int) -> Int {
            store.withUnsafeMutablePointerToElements { elements in
                let owner = elements[k].owner
                return owner == Member.Record.none ? 0 : Int(owner) + 1
            }
        }
        var topLevelMembers: [Member] = []
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (lists + 1) + count) { scratch in
            let starts = scratch.baseAddress!, next = starts + lists + 1, order = next + lists + 1
            starts.initialize(repeating: 0, count: lists + 1)
            for k in 0..<count { starts[list(k) + 1] += 1 }
            for l in 0..<lists { starts[l + 1] += starts[l] }
            next.initialize(from: starts, count: lists + 1)
            for k in 0..<count {
                let l = list(k)
                order[next[l]] = k
                next[l] += 1
            }
            for l in 0..<lists where starts[l + 1] > starts[l] {
                let start = starts[l], size = starts[l + 1] - start
                // Reserved and appended: `init(unsafeUninitializedCapacity:)` allocates through the
                // library's unspecialised code, which looks the array's type up each time (~430
                // instructions, a list per type).
                var members: [Member] = []
                members.reserveCapacity(size)
                for j in 0..<size { members.append(Member(store, order[start + j])) }
                if l == 0 {
                    topLevelMembers = members
                } else {
                    types[l - 1].members = members
                }
            }
        }
        return topLevelMembers
    }
}
