/// Which kinds of repair a type gets: driven by the findings it has of rules that are enabled,
/// selected with `--rules`, and not disabled inline.
public struct FixOptions: Sendable {
    /// Reorder and move members (section-order, misplaced-member, lifecycle-order, and
    /// delegate-mark, which merges a protocol's blocks); without it only MARKs change.
    public var moves: Bool
    /// Sort the life cycle into UIKit's call order (lifecycle-order).
    public var lifecycle: Bool
}

/// A unit placed in the target layout.
struct PlacedUnit {
    let sourcePart: Int
    /// The index in `Outline.types` of the declaration it is written in.
    let partType: Int
    let unit: BodyUnit
    /// Position in the type's original order of units (parts in order, then units).
    let order: Int
    var role: Role?
    /// Members the convention does not place (overrides of a base class's hooks) that cannot
    /// leave the class body: they follow the life cycle there, whatever MARK they sat under.
    var isUnplacedInBody = false
}

/// A run of units under one heading in the target layout.
struct PlannedGroup {
    var role: Role?
    /// The MARK title to write above the group, or nil for none.
    var title: String?
    var units: [PlacedUnit]
}

/// Where a part's body ends up: its new groups, and a rewritten MARK in front of an extension.
struct PartPlan {
    let layout: BodyLayout
    var groups: [PlannedGroup] = []
    var leadingMark: (token: Int, title: String)?
}

/// Something the fixer left as it was, and why: shown next to the finding that remains.
public struct FixNote: Sendable, Equatable {
    public let typeName: String
    /// The member concerned, named as findings name it (signature or name); nil for the whole type.
    public let memberName: String?
    public let reason: String
    /// The member's line in the text the plan was made for: a section's finding is explained
    /// by a note on a member of that section.
    public var line: Int? = nil
}

/// An extension the plan writes after one of the type's declarations: a protocol's block split
/// off an extension declaring several, or the missing block of a conformance declared elsewhere.
struct AddedExtension {
    /// The position (in the type's parts) of the declaration it follows.
    let anchor: Int
    /// Past the line closing that declaration.
    let offset: Int
    let protocolName: String
    /// The line opening it (`extension X: P {`, or `extension X {` when P is declared elsewhere),
    /// with its indentation, and the closing line; no line breaks.
    let open: [UInt8]
    let close: [UInt8]
    let indent: [UInt8]
    var groups: [PlannedGroup] = []
}

/// The target layout of one checked type.
struct TypePlan {
    let typeName: String
    var parts: [PartPlan] = []
    /// A new extension after the type's last part, for members that must leave the class body.
    var newExtension: (offset: Int, indent: [UInt8], groups: [PlannedGroup])?
    /// Past the line that closes the type's last declaration: where moved declarations go.
    var endOffset = 0
    /// Whole extensions moved (identified by their body's opening token), with the bytes they
    /// span and the offset they go before (nil: after the type's last declaration), in order.
    var relocations: [(part: Int, range: Range<Int>, before: Int?)] = []
    /// How many of the relocations to the end come before the new trailing extension.
    var relocatedBeforeNewExtension = 0
    /// Plain extensions the plan empties, removed with the MARK above them: the byte range, and
    /// the ranges inside it of the units that moved elsewhere.
    var removedExtensions: [(range: Range<Int>, moved: [Range<Int>])] = []
    var notes: [FixNote] = []
    /// New protocol blocks; units placed in the k-th have the target `parts.count + 1 + k`.
    var addedExtensions: [AddedExtension] = []
    /// Byte edits in the header of an extension that was split (its conformance list, the MARK
    /// above it), applied as they are.
    var headerEdits: [(range: Range<Int>, bytes: [UInt8])] = []
    /// Positions of split extensions, with the one protocol each keeps.
    var keptProtocol: [Int: String] = [:]
    /// Members moved out of the body of a non-final class that nothing in the project subclasses.
    var movedFromUnsubclassedClass = 0
}

/// What changed in one type, for the report.
public struct FixStats: Sendable, Equatable {
    public var typeName: String
    public var membersMoved = 0
    public var marksAdded = 0
    public var marksRetitled = 0
    public var marksRemoved = 0
    public var extensionsAdded = 0
    public var extensionsRemoved = 0
    public var extensionsMoved = 0
    /// Of `membersMoved`, those that left the body of a class nobody subclasses in the project.
    public var movedFromUnsubclassedClass = 0

    public mutating func add(_ other: FixStats) {
        movedFromUnsubclassedClass += other.movedFromUnsubclassedClass
        membersMoved += other.membersMoved
        marksAdded += other.marksAdded
        marksRetitled += other.marksRetitled
        marksRemoved += other.marksRemoved
        extensionsAdded += other.extensionsAdded
        extensionsRemoved += other.extensionsRemoved
        extensionsMoved += other.extensionsMoved
    }

    public var isEmpty: Bool { membersMoved + marksAdded + marksRetitled + marksRemoved + extensionsAdded + extensionsRemoved + extensionsMoved == 0 }

    public var summary: String {
        var parts: [String] = []
        func count(_ n: Int, _ one: String, _ many: String) { if n > 0 { parts.append("\(n) \(n == 1 ? one : many)") } }
        count(membersMoved, "member moved", "members moved")
        if movedFromUnsubclassedClass > 0 {
            parts[parts.count - 1] += " (\(movedFromUnsubclassedClass) out of the body of a class nobody subclasses in the project)"
        }
        count(marksAdded, "MARK added", "MARKs added")
        count(marksRetitled, "MARK retitled", "MARKs retitled")
        count(marksRemoved, "MARK removed", "MARKs removed")
        count(extensionsAdded, "extension added", "extensions added")
        count(extensionsRemoved, "emptied extension removed", "emptied extensions removed")
        count(extensionsMoved, "extension moved", "extensions moved")
        return "\(typeName): " + (parts.isEmpty ? "blank lines tidied" : parts.joined(separator: ", "))
    }
}
