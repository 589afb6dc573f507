/// The static parts of the HTML report around the streamed data: the head with its
/// Content-Security-Policy and styles, the controls, and the closing script.
enum HTMLPage {
    /// Nothing may be fetched; only the embedded style and script may run (matched by hash, so an
    /// injected `<script>` could not), and the icon is an empty data URL so no favicon is requested.
    static var policy: String {
        "default-src 'none'; style-src '\(ReportAssets.cssHash)'; script-src '\(ReportAssets.jsHash)'; img-src data:; base-uri 'none'; form-action 'none'"
    }

    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(policy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="layoutlint">
        <title>\(ReportText.xml(title))</title>
        <link rel="icon" href="data:,">
        <style>\(ReportAssets.css)</style>
        </head>
        <body>
        <header class="top"><h1>\(ReportText.xml(title))</h1><p id="gen">Drawing the report…</p></header>
        <main>
        <section id="overview" aria-label="Overview"></section>
        <h2 id="controllers-title">Section maps</h2>
        <div id="controls" role="search" aria-label="Filter controllers">
        <label>Search<input id="f-q" type="search" placeholder="type, file or member" autocomplete="off"></label>
        <label>Rule<select id="f-rule"><option value="">any rule</option></select></label>
        <label>Severity<select id="f-sev"><option value="">all controllers</option><option value="error">with errors</option><option value="warning">with warnings</option><option value="info">with notes</option><option value="findings">with any finding</option><option value="conforming">conforming</option><option value="changed">changed</option></select></label>
        <label>Path<input id="f-path" type="search" placeholder="folder or file" autocomplete="off"></label>
        <label>Sort<select id="f-sort"><option value="findings">most findings</option><option value="length">longest</option><option value="members">most members</option><option value="name">name</option><option value="file">file order</option></select></label>
        <span id="shown" aria-live="polite"></span>
        </div>
        <div id="legend"></div>
        <ul id="list" aria-labelledby="controllers-title"></ul>
        </main>
        <div id="tip" class="tip" role="tooltip" hidden></div>

        """
    }

    static var tail: String {
        "<script>" + ReportAssets.js + "</script>\n</body>\n</html>\n"
    }
}

/// The page's style and script (`report.css`, `report.js` beside this file, compiled in by
/// SwiftPM) and the hashes its Content-Security-Policy admits them by.
enum ReportAssets {
    #if SWIFT_PACKAGE
    static let css = text(PackageResources.report_css)
    static let js = text(PackageResources.report_js)
    #else
    // Compiled without SwiftPM (Fuzz/run.sh calls swiftc on the sources): no resources, and
    // nothing there renders a page.
    static let css = ""
    static let js = ""
    #endif
    static let cssHash = SHA256.cspSource(css)
    static let jsHash = SHA256.cspSource(js)

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
