/// UIKit and Foundation methods that Objective-C subclasses override (an Objective-C override
/// does not say `override`), from `data/objc-superclass-methods.json`, compiled in by
/// `scripts/embed-resources.sh`. Protocol selectors are the generated SDK table's
/// (`SDKProtocols.protocols(withSelector:)`).
public enum ObjCSuperclassMethods {
    /// Whether `selector` is one of the listed superclass methods.
    public static func contains(_ selector: String) -> Bool {
        selectors.contains(selector)
    }

    static let selectors: Set<String> = {
        guard let root = try? JSONParser.parse(ObjCSuperclassMethodsData.json),
              case let .object(classes)? = root["superclassMethods"]?.value else { return [] }
        var result: Set<String> = []
        for (_, node) in classes {
            guard case let .array(items) = node.value else { continue }
            for item in items { if case let .string(selector) = item.value { result.insert(selector) } }
        }
        return result
    }()
}
