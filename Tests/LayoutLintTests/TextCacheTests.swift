import Testing
@testable import LayoutLint

/// The parser takes long texts it made before from its thread's `TextCache`: what comes back
/// must be exactly the String made from the bytes, however texts collide or repeat.
@Suite("Text cache")
struct TextCacheTests {
    static func made(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func givesWhatTheBytesMake() {
        let cache = TextCache.current
        var samples: [[UInt8]] = [
            Array("tableView(_:cellForRowAt:)".utf8), Array("tableView(_:cellForRowAt:)".utf8),
            Array("tableView(_:cellForRowAx:)".utf8), Array("xableView(_:cellForRowAt:)".utf8),
            Array("UICollectionView".utf8), Array("UICollectionViex".utf8), Array("UICollectionView?".utf8),
            Array("configureSubviews()".utf8), Array("ÜberschriftenLabelFürDenKopf".utf8),
            [0x61, 0x62, 0xFF, 0xFE] + Array("invalidUTF8Bytes".utf8),  // repaired, never matched
        ]
        // Many distinct texts of one length, so slots are shared and texts replaced.
        for k in 0..<10_000 { samples.append(Array("property\(k)NameOfSomeLength".utf8)) }
        for _ in 0..<2 {
            for bytes in samples + samples.reversed() {
                let text = bytes.withUnsafeBufferPointer { buffer in
                    cache.text(buffer.baseAddress!, buffer.count) { Self.made(bytes) }
                }
                #expect(text == Self.made(bytes))
                #expect(Array(text.utf8) == Array(Self.made(bytes).utf8))
            }
        }
    }

    /// A file parsed again (its long texts now cached) outlines exactly as the first time.
    @Test func aSecondParseOutlinesTheSame() {
        let source = """
            import UIKit

            // MARK: - UICollectionViewDataSource conformance
            final class GalleryCollectionViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                private let activityIndicatorView: UIActivityIndicatorView = UIActivityIndicatorView(style: .large)
                private var heightConstraintOfHeader: NSLayoutConstraint?
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
                func `configureSubviewsAndConstraints`() {}
            }
            """
        func summary() -> [String] {
            let outline = OutlineParser.parse(SourceFile(path: "Gallery.swift", text: source))
            return outline.marks.map(\.title) + outline.types.flatMap { type in
                [type.name] + type.inherits + type.members.map { "\($0.name) \($0.signature ?? "-") \($0.typeName ?? "-")" }
            }
        }
        let first = summary(), second = summary()
        #expect(first == second)
        #expect(first.contains("UICollectionViewDataSource conformance"))
        #expect(first.contains("UICollectionViewDelegateFlowLayout"))
        #expect(first.contains("collectionView collectionView(_:layout:sizeForItemAt:) CGSize"))
        #expect(first.contains("activityIndicatorView - UIActivityIndicatorView"))
        #expect(first.contains("configureSubviewsAndConstraints configureSubviewsAndConstraints() -"))
    }
}
