/// Finds the types a configuration checks and sorts their members into sections and roles.
/// (A class, immutable: every rule's context holds it, and copying the struct retained ~10
/// references a time.)
public final class RoleClassifier {
    public let outline: Outline
    public let configuration: Configuration
    /// The file's selector references (`selectorIndex`).
    public var selectors: SelectorReferences { selectorIndex.references }
    /// Made when a member is first classified: a file with no checked type (a view, a model)
    /// never needs it, and a pass over every token costs ~5 % of a lint. (A class: copying the
    /// references' three tables out of a lazy property retained and released each, per method.)
    private(set) lazy var selectorIndex = SelectorIndex(SelectorReferences(outline))
    /// The project's own classes and protocols (empty when a file is linted alone).
    public let project: ProjectIndex

    /// This file's, the project's and the SDK's protocols and classes, made when first asked about.
    private(set) lazy var knowledge = ProtocolKnowledge(outline: outline, shared: sharedKnowledge)
    /// What the classifiers of a run's files know alike of the project's and the SDK's protocols.
    let sharedKnowledge: SharedProtocolKnowledge
    /// Objective-C selectors an `@interface` (the header's too) declares as `(IBAction)`: the
    /// `.m` often writes `(void)` for them.
    let declaredActions: Set<String>
    /// `fileDeclarations()`, once made.
    var madeDeclarations: FileDeclarations?

    public convenience init(outline: Outline, configuration: Configuration, project: ProjectIndex = .empty) {
        self.init(outline: outline, shared: SharedProtocolKnowledge(project: project, configuration: configuration))
    }

    /// A classifier for one of a run's files, sharing what the others learn of the project
    /// (`shared.project`, checked as `shared.configuration` says).
    /// (`consuming`, and stored last: read after being stored, it was copied and the copy
    /// destroyed, ten references retained and released a file.)
    init(outline: consuming Outline, shared: SharedProtocolKnowledge) {
        configuration = shared.configuration
        project = shared.project
        sharedKnowledge = shared
        var actions = Set<String>()
        if outline.language == .objectiveC {
            for types in [outline.types, outline.headerTypes] {
                for type in types where type.kind == .interface {
                    for member in type.members where member.typeName == "IBAction" { if let selector = member.selector { actions.insert(selector) } }
                }
            }
        }
        declaredActions = actions
        self.outline = outline
    }

    public func checkedTypes() -> [CheckedType] {
        var result: [CheckedType] = []
        // By index: binding each element copied every TypeDecl of the file, views and models too;
        // a checked class's is read in place too (bound, it was copied, a dozen references retained).
        let types = outline.types
        // (`Outline.declaresSubclass` relies on this: nothing but a subclass body is checked.)
        for index in types.indices where types[index].isSubclassBody {
            guard !isTestDouble(types[index]), let superclass = types[index].inherits.first,
                  let target = checkedTarget(for: types[index], superclass: superclass, file: fileDeclarations()) else { continue }
            let name = types[index].name
            // Split only when qualified: splitting a String by Characters cost ~13,000 instructions.
            let simpleName = !name.containsByte(UInt8(ascii: "."), or: UInt8(ascii: ".")) ? name
                : name.split(separator: ".").last.map(String.init) ?? name
            let extensions = types.indices.filter { k in
                types[k].extendedTypeName.map { $0 == name || $0 == simpleName } == true
            }
            let (conformances, inherited) = conformances(of: types[index], extensions: extensions)
            var checked = CheckedType(name: name, target: target.name, superclass: superclass,
                                      parts: [index] + extensions, conformances: conformances)
            checked.inheritedFrom = inherited
            (checked.requirementSources, checked.unknownConformances) = requirementSources(of: conformances)
            (checked.sections, checked.members) = sections(of: checked, lifecycle: target.lifecycleSet)
            result.append(checked)
        }
        return result
    }

    /// Splits each part into sections at its MARKs; a file-level MARK just before an extension
    /// titles the extension's first section.
    func sections(of checked: CheckedType, lifecycle: NameSet) -> (sections: [Section], members: [ClassifiedMember]) {
        var all: [ClassifiedMember] = []  // every member once; sections become slices of it
        // Sized once: grown from empty, each type's arrays were made and copied ~6 times.
        let memberCount = checked.parts.reduce(0) { $0 + outline.types[$1].members.count }
        all.reserveCapacity(memberCount)
        let rows = ClassifiedRows.make(capacity: memberCount)
        // The stretches as two lists, each section beside its range: merged and finished in
        // place, a section is read where it lies and moved, never copied (~13,000 value-witness
        // copies and destroys of a Section or a stretch holding one on the corpus).
        // Sized once for the most there can be (a stretch per part and per MARK): with room for
        // eight, a type with more MARKs grew both lists once or twice (~450 times on the corpus).
        var heads: [Section] = [], ranges: [Range<Int>] = []
        let most = outline.marks.reduce(checked.parts.count) { count, mark in
            mark.owner.map(checked.parts.contains) == true ? count + 1 : count
        }
        heads.reserveCapacity(most)
        ranges.reserveCapacity(most)
        let marks = outline.marks
        for (position, part) in checked.parts.enumerated() {
            // Its fields one by one: a TypeDecl copy retains a dozen of them.
            let inherits = outline.types[part].inherits, typeStart = outline.types[part].startToken
            let isExtension = position > 0
            let declared = isExtension && inherits.count == 1 ? inherits[0] : nil
            // The part's own marks, met by a cursor over the file's (in source order): a list of
            // them per part cost an allocation and a regrowth or two (a type has a few parts: no
            // table of every owner's marks).
            var nextMark = 0
            func skipOthersMarks() { while nextMark < marks.count, marks[nextMark].owner != part { nextMark += 1 } }
            skipOthersMarks()
            var leading: Mark?
            if isExtension {
                let previousEnd = outline.types.indices.last { $0 != part && outline.types[$0].bodyClose < typeStart }
                    .map { outline.types[$0].bodyClose } ?? -1
                leading = outline.marks.last { $0.owner == nil && $0.token < typeStart && $0.token > previousEnd }
            }
            var current = Section(part: part, isExtension: isExtension, title: leading?.title, mark: leading,
                                  declaredProtocol: declared, line: leading?.line ?? outline.types[part].line)
            current.titledSection = current.title.flatMap(titledSection)
            var context = sectionContext(current, checked)
            var start = all.count
            var hasContent = leading != nil || isExtension
            // Members by index, each bound once: the classifier borrows it and its row keeps it
            // (one retain; read from the list for each, it was retained and released once more).
            let members = outline.types[part].members
            for k in members.indices {
                while nextMark < marks.count, marks[nextMark].token < members[k].startToken {
                    let mark = marks[nextMark]
                    nextMark += 1
                    skipOthersMarks()
                    if isSubheading(mark, under: current, checked: checked) { continue }
                    if hasContent {
                        heads.append(consume current)  // made anew just below
                        ranges.append(start..<all.count)
                    }
                    // `#pragma mark -` alone draws a line and names nothing: an untitled stretch.
                    current = Section(part: part, isExtension: isExtension, title: mark.title.isEmpty ? nil : mark.title, mark: mark,
                                      declaredProtocol: declared, line: mark.line)
                    current.titledSection = current.title.flatMap(titledSection)
                    context = sectionContext(current, checked)
                    start = all.count
                    hasContent = true
                }
                let member = members[k]
                if all.count == start, case .none = current.mark, !isExtension { current.line = member.line }
                // The classifier's answer moved into the row (`ClassifiedMember.init`), never copied.
                let (role, reason, alternative) = classify(member, in: current, context, checked: checked, lifecycle: lifecycle)
                all.append(ClassifiedMember(member: consume member, role: consume role, reason: consume reason, part: part,
                                            alternative: consume alternative, in: rows))
                hasContent = true
            }
            if hasContent {
                heads.append(consume current)
                ranges.append(start..<all.count)
            }
        }
        var result: [Section] = []
        // Sized once (a split adds a piece or two): grown from empty, it was copied ~4 times a type.
        result.reserveCapacity(heads.count + 2)
        func finish(_ section: consuming Section, _ range: Range<Int>) {
            section.members = all[range]
            section.role = sectionRole(section, checked: checked, opensClass: result.isEmpty && !section.isExtension)
            result.append(section)
        }
        mergeSubheadings(&heads, &ranges, all)
        // Each moved out in file order, an empty one swapped in for it: reversing the list to pop
        // its end moved every section through its type's value witnesses (~2,700 instructions a type).
        for k in heads.indices {
            var section = Section(part: 0, isExtension: false, title: nil, mark: nil, declaredProtocol: nil, line: 0)
            swap(&section, &heads[k])
            let range = ranges[k]
            // Most sections stay whole: no list of one piece is made for them.
            if let pieces = splitUntitled(section, range, all) {
                for piece in pieces { finish(piece.section, piece.range) }
            } else {
                finish(consume section, range)
            }
        }
        return (result, all)
    }

    /// `// MARK: Private` (no dash) over private stored properties under `// MARK: - Properties`
    /// (or `// MARK: Glucose` over one more stored property under `// MARK: - Chart Data`): a
    /// sub-heading, whatever it says, when everything under it is at home in the section above.
    /// Merged in place (`heads[k]` beside `ranges[k]`): sections are read where they lie and
    /// moved, never copied.
    func mergeSubheadings(_ heads: inout [Section], _ ranges: inout [Range<Int>], _ all: [ClassifiedMember]) {
        var kept = 0
        for k in heads.indices {
            if kept > 0, isSubheading(k, under: kept - 1, heads, ranges, all) {
                ranges[kept - 1] = ranges[kept - 1].lowerBound..<ranges[k].upperBound
                continue
            }
            if kept != k {
                heads.swapAt(kept, k)
                ranges.swapAt(kept, k)
            }
            kept += 1
        }
        heads.removeLast(heads.count - kept)
        ranges.removeLast(ranges.count - kept)
    }

    /// Whether stretch `k` is a sub-heading of stretch `above` (`mergeSubheadings`).
    func isSubheading(_ k: Int, under above: Int, _ heads: [Section], _ ranges: [Range<Int>], _ all: [ClassifiedMember]) -> Bool {
        let entry = ranges[k], last = ranges[above]
        guard heads[above].part == heads[k].part, heads[k].mark?.hasSeparator == false,
              heads[above].mark?.hasSeparator == true,
              let id = heads[above].titledSection ?? commonRole(all[last])
                  ?? (all[last].allSatisfy { !$0.isPlaced } ? commonRole(all[entry]) : nil) else { return false }
        return entry.contains(where: { all[$0].isPlaced })
            && (entry.allSatisfy({ !all[$0].isPlaced || all[$0].isAtHome(in: id) })
                || titleNamesNothingUnder(heads[k], all[entry]))
    }

    /// `// MARK: Private` over stored properties and a lazy view: a section's alias, but nothing
    /// under it is of that section (a visibility sub-heading).
    func titleNamesNothingUnder(_ section: Section, _ members: ArraySlice<ClassifiedMember>) -> Bool {
        guard let named = section.titledSection else { return false }
        return !members.contains { $0.isAtHome(in: named) }
    }

    /// The one section every placed member of a stretch is at home in, if there is one
    /// (`// MARK: - Chart Data` over stored properties only: properties).
    func commonRole(_ members: ArraySlice<ClassifiedMember>) -> SectionID? {
        // One bit a section (`caseIndex`): a set of homes per member cost an allocation and hashing.
        var shared: UInt8?
        for entry in members where entry.isPlaced {
            let homes = entry.homeBits
            shared = (shared ?? homes) & homes
        }
        guard let shared, shared.nonzeroBitCount == 1 else { return nil }
        return SectionID.allCases[shared.trailingZeroBitCount]
    }

    /// `// MARK: Outlets` (no dash) under `// MARK: - Properties`: a sub-heading of the section
    /// above, when its own title names no section or protocol. (SDK protocols by the table's
    /// index: `KnownProtocol.named` decoded a protocol's methods, under a lock, to say it exists.)
    func isSubheading(_ mark: Mark, under current: Section, checked: CheckedType) -> Bool {
        guard !mark.hasSeparator, let above = current.mark, above.hasSeparator, current.titledSection != nil else { return false }
        return titledSection(mark.title) == nil && SDKProtocols.index(named: mark.title) == nil
            && !checked.conforms(to: mark.title) && project.protocols[mark.title] == nil
    }

    /// A stretch of members under no heading claims no role, so it is read as one implicit
    /// section per run of same-role members: rules then say "these event handlers have no
    /// MARK" and "life cycle comes after event response" instead of calling each member misplaced.
    /// A member with two homes (an observed property among stored ones, lazy state among getters)
    /// never splits a run that is one of its homes: it joins it. Nil when the section stays whole.
    func splitUntitled(_ section: Section, _ range: Range<Int>, _ all: [ClassifiedMember]) -> [Stretch]? {
        guard section.declaredProtocol == nil, range.count > 1, titleClaimsNothing(section, all[range]) else { return nil }
        var runs: [Stretch] = []
        var current = section
        var start = range.lowerBound
        var currentRole: Role?
        for k in range {
            guard let role = all[k].role else { continue }
            // A two-home member joins the run it sits in when that is one of its homes; in any
            // other run (a setup helper after the handlers) it opens one of its own.
            let memberHomes = homes(of: all[k])
            if memberHomes.count > 1 {
                // …or the run after it, which it joins instead (lazy state just before the getters).
                let next = range[(k + 1)...].first { all[$0].isPlaced && all[$0].homeCount == 1 }
                let joinsNext = next.map { memberHomes.contains(all[$0].role!.section) } ?? false
                // It opens a run only where one of its homes is in order between its neighbours (a
                // setup helper after the handlers, the helpers' place); anywhere else it is a stray
                // of the run it sits in, reported as misplaced.
                let order = configuration.sectionOrder
                let low = currentRole.flatMap { order.firstIndex(of: $0.section) } ?? 0
                let high = next.flatMap { order.firstIndex(of: all[$0].role!.section) } ?? order.count
                let fits = memberHomes.contains { home in order.firstIndex(of: home).map { low <= $0 && $0 <= high } ?? false }
                if joinsNext || !fits || currentRole.map({ memberHomes.contains($0.section) }) ?? true { continue }
            }
            defer { currentRole = role }
            if let running = currentRole, role == running { continue }
            let split = runBoundary(before: k, from: start, joining: role, leaving: currentRole, all)
            guard split > start, currentRole != nil || split == k else { continue }
            runs.append(Stretch(section: current, range: start..<split))
            current = Section(part: section.part, isExtension: section.isExtension, title: nil, mark: nil,
                              declaredProtocol: nil, line: all[split].member.line)
            start = split
        }
        // Two-home members closing the stretch (observed properties at the end of the class, the
        // getters' place) are no part of a run before them that is neither of their homes.
        var tail = range.upperBound
        while tail > start, all[tail - 1].isPlaced, all[tail - 1].homeCount > 1 { tail -= 1 }
        if let running = currentRole, tail > start, tail < range.upperBound,
           !all[tail..<range.upperBound].contains(where: { $0.isAtHome(in: running.section) }) {
            runs.append(Stretch(section: current, range: start..<tail))
            current = Section(part: section.part, isExtension: section.isExtension, title: nil, mark: nil,
                              declaredProtocol: nil, line: all[tail].member.line)
            start = tail
        }
        runs.append(Stretch(section: current, range: start..<range.upperBound))
        // A title over declarations (`// MARK: - IBOutlets`) keeps them; the methods after it,
        // with no declaration among them, are an untitled stretch. Any other title keeps its
        // members together: a stray helper under it is a misplaced member.
        if section.title != nil {
            // (As bits: a `Set<SectionID>`, the run's only one, had its type made at run time.)
            let declarations = SectionID.properties.bit | SectionID.accessors.bit
            let first = all[runs[0].range].first { $0.homeCount == 1 }?.role?.section
            let laterDeclaration = runs.dropFirst().contains { run in
                all[run.range].contains { entry in homes(of: entry).contains { declarations & $0.bit != 0 } }
            }
            guard runs.count > 1, let first, declarations & first.bit != 0, !laterDeclaration else { return nil }
        }
        return runs
    }

    /// Whether a section's MARK says nothing about what belongs under it: no title, or one that is
    /// neither a section's alias nor a protocol's name (`// MARK: - IBOutlets` over two outlets and
    /// the life cycle). Such a section may be split by its members' roles like an untitled stretch,
    /// so a missing MARK is reported once instead of every member being called misplaced.
    func titleClaimsNothing(_ section: Section, _ members: ArraySlice<ClassifiedMember>) -> Bool {
        guard let title = section.title else { return true }
        if section.titledSection != nil || SDKProtocols.index(named: title) != nil || project.protocols[title] != nil
            || knowledge.fileProtocol(title) != nil { return false }
        return !members.contains { $0.isDelegate(of: title) }
    }

    /// Where a new run of `role` starts when its first single-home member is at `k`: two-home
    /// members just before it that are at home in `role` but not in the run they follow move with
    /// it; members the convention does not place stay with the run before. With no run before,
    /// leading two-home members that are not at home in `role` keep a run of their own.
    func runBoundary(before k: Int, from start: Int, joining role: Role, leaving previous: Role?,
                     _ all: [ClassifiedMember]) -> Int {
        guard let previous else {
            let strays = all[start..<k].contains { $0.isPlaced && !$0.isAtHome(in: role.section) }
            return strays ? k : start
        }
        var split = k
        while split > start {
            let entry = all[split - 1]
            let entryHomes = homes(of: entry)
            guard !entry.isPlaced || (entryHomes.contains(role.section) && !entryHomes.contains(previous.section)) else { break }
            split -= 1
        }
        while split < k, !all[split].isPlaced { split += 1 }
        return split
    }

    /// A section's role: its title's, its extension's protocol, or its members' most common one
    /// (members with two homes vote only when nothing else does). A section opening the class
    /// under a title that names no section (`// MARK: Private Variables`) and starting with
    /// stored properties is the properties' place: the getters mixed into it are what moves; one
    /// titled as the overrides and starting with a life-cycle method is the life cycle's.
    func sectionRole(_ section: Section, checked: CheckedType, opensClass: Bool = false) -> Role? {
        // `extension X: P` is P's block whatever a loose file-level comment above it says.
        if let declared = section.declaredProtocol, section.mark.map({ $0.owner == nil }) ?? true {
            return .delegate(declared)
        }
        if let title = section.title {
            if let id = section.titledSection { return Self.role(for: id) }
            if checked.conforms(to: title) || SDKProtocols.index(named: title) != nil { return .delegate(title) }
            if let near = nearMissProtocol(title, section, checked) { return .delegate(near) }
        }
        // The members with one home, read in place (a list of them, and of all members when there
        // were none, cost an allocation or two a section).
        let firstSingle = section.members.first { $0.homeCount == 1 }
        if opensClass, section.title != nil, firstSingle?.role == .properties { return .properties }
        // `// MARK: - Overridden Methods` over viewDidLoad and the helpers it calls: the title says
        // the block is the overrides, so it is where the life cycle sits and the helpers are what
        // moves, however many they are. (`// MARK: Everything else` over the same is the helpers'.)
        if let title = section.title, firstSingle?.role == .lifecycle, Self.mentionsOverrides(title) { return .lifecycle }
        // The most common role, the first met among equals. (A list of the few roles met: a table
        // hashed each member's role.)
        var tally: [(role: Role, count: Int)] = []
        let onlySingle = firstSingle != nil
        for member in section.members where !onlySingle || member.homeCount == 1 {
            guard let role = member.role else { continue }
            if let k = tally.firstIndex(where: { $0.role == role }) { tally[k].count += 1 } else { tally.append((role, 1)) }
        }
        var best: (role: Role, count: Int)?
        for entry in tally where entry.count > (best?.count ?? 0) { best = entry }
        return best?.role
    }

    /// A section and the members it holds (a range of the type's member list). A struct, not a
    /// tuple: a tuple holding a Section was copied and destroyed through generic value witnesses,
    /// ~280 instructions a copy.
    struct Stretch {
        var section: Section
        var range: Range<Int>
    }

    static func role(for id: SectionID) -> Role {
        switch id {
        case .properties: return .properties
        case .lifecycle: return .lifecycle
        case .delegate: return .delegate("")
        case .event: return .event
        case .private: return .private
        case .accessors: return .accessors
        }
    }
}
