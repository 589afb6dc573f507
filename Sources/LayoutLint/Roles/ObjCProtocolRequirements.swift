/// Which SDK protocols declare an Objective-C selector: the one lookup the role classifier uses
/// for `.m` files.
///
/// Backed for now by the small provisional table `data/objc-protocol-selectors.json` (compiled
/// in by `scripts/embed-resources.sh`); the generated SDK protocol table, which carries each
/// requirement's selector, replaces it behind this same function.
public enum ObjCProtocolRequirements {
    /// The protocols declaring `selector`, in the data file's order.
    public static func protocols(forSelector selector: String) -> [String] {
        table.bySelector[selector] ?? []
    }

    /// A protocol's selectors (required and optional), or nil when the table does not know it.
    public static func selectors(of protocolName: String) -> (required: [String], optional: [String])? {
        table.byProtocol[protocolName]
    }

    /// Whether `selector` is a UIKit/Foundation superclass method that subclasses override (an
    /// Objective-C override does not say `override`).
    public static func isSuperclassMethod(_ selector: String) -> Bool {
        table.superclassMethods.contains(selector)
    }

    struct Table {
        var superclassMethods: Set<String> = []
        var bySelector: [String: [String]] = [:]
        var byProtocol: [String: (required: [String], optional: [String])] = [:]
    }

    static let table: Table = {
        var table = Table()
        guard let root = try? JSONParser.parse(ObjCProtocolSelectorsData.json),
              case let .object(protocols)? = root["protocols"]?.value else { return table }
        func strings(_ node: JSONNode?) -> [String] {
            guard case let .array(items)? = node?.value else { return [] }
            return items.compactMap { if case let .string(s) = $0.value { return s } else { return nil } }
        }
        if case let .object(classes)? = root["superclassMethods"]?.value {
            for (_, node) in classes { table.superclassMethods.formUnion(strings(node)) }
        }
        for (name, node) in protocols {
            let required = strings(node["required"]), optional = strings(node["optional"])
            table.byProtocol[name] = (required, optional)
            for selector in required + optional where table.bySelector[selector]?.contains(name) != true {
                table.bySelector[selector, default: []].append(name)
            }
        }
        return table
    }()
}
