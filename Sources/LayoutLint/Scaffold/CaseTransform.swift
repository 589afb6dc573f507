/// The case transforms a placeholder may apply: `{{screen | lowerCamel}}`.
public enum CaseTransform: String, CaseIterable, Sendable {
    /// `ProfileView` → `profileView`, `URLSession` → `urlSession`.
    case lowerCamel
    /// `nameLabel` → `NameLabel`, `save_button` → `SaveButton`.
    case upperCamel = "UpperCamel"
    /// `nameLabel` → `name_label`.
    case snake
    /// `nameLabel` → `name-label`.
    case kebab
    /// `didTapSave` → `Did Tap Save`.
    case title
    /// `nameLabel` → `NAMELABEL`.
    case upper
    /// `nameLabel` → `namelabel`.
    case lower

    public func apply(_ text: String) -> String {
        let words = Self.words(text)
        switch self {
        case .lowerCamel:
            guard let first = words.first else { return "" }
            let head = first.allSatisfy(\.isUppercase) ? first.lowercased() : Self.lowerFirst(first)
            return head + words.dropFirst().map(Self.upperFirst).joined()
        case .upperCamel: return words.map(Self.upperFirst).joined()
        case .snake: return words.map { $0.lowercased() }.joined(separator: "_")
        case .kebab: return words.map { $0.lowercased() }.joined(separator: "-")
        case .title: return words.map(Self.upperFirst).joined(separator: " ")
        case .upper: return text.uppercased()
        case .lower: return text.lowercased()
        }
    }

    /// Splits an identifier or phrase into words: at `_`, `-`, spaces and dots, before an upper-case
    /// letter that follows a lower-case one or a digit (`nameLabel`), and before the last capital of
    /// an acronym followed by a lower-case letter (`URLSession` → `URL`, `Session`).
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(text)
        for (i, c) in characters.enumerated() {
            if c == "_" || c == "-" || c == " " || c == "." || c == "/" {
                if !current.isEmpty { words.append(String(current)); current = [] }
                continue
            }
            if c.isUppercase, let previous = current.last {
                let next = i + 1 < characters.count ? characters[i + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(String(current))
                    current = []
                }
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    static func upperFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    static func lowerFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }
}
