"""Statement snippets for method and handler bodies.

Each `snip_*(rng, c)` returns lines at relative indent 0; `c` is the view controller's context
(names of its items, views, labels and data controller), built in controller_plan.py.
"""

from .text import low
from .vocabulary import AUTHORS

def snip_log(rng, c):
    return ['print("[\\(Self.self)] \\(#function) items: \\(%s.count), page: \\(currentPage)")' % c["items"]]


def snip_fetch(rng, c):
    return [
        "%s.fetch%s(page: currentPage) { [weak self] result in" % (c["dc"], c["Items"]),
        "    guard let self else { return }",
        "    switch result {",
        "    case .success(let %s):" % c["items"],
        "        self.%s = %s" % (c["items"], c["items"]),
        ("        self.%s.reloadData()" % c["list"]) if c["list"] else "        self.view.setNeedsLayout()",
        "    case .failure(let error):",
        '        let alert = UIAlertController(title: "Error", message: error.localizedDescription, preferredStyle: .alert)',
        '        alert.addAction(UIAlertAction(title: "OK", style: .default))',
        "        self.present(alert, animated: true)",
        "    }",
        "}",
    ]


def snip_animate(rng, c):
    v = rng.choice(c["views"])
    return [
        "UIView.animate(withDuration: %0.2f, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {" % rng.choice([0.2, 0.25, 0.3, 0.35]),
        "    self.%s.alpha = self.%s.alpha > 0.5 ? 0 : 1" % (v, v),
        "    self.%s.transform = CGAffineTransform(scaleX: 0.98, y: 0.98)" % v,
        "} completion: { finished in",
        "    guard finished else { return }",
        "    self.%s.transform = .identity" % v,
        "}",
    ]


def snip_async_after(rng, c):
    v = rng.choice(c["views"])
    return [
        "DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(%d)) { [weak self] in" % rng.choice([150, 250, 300, 500]),
        "    self?.%s.isHidden = false" % v,
        "    self?.view.setNeedsLayout()",
        "}",
    ]


def snip_task(rng, c):
    v = rng.choice(c["labels"])
    return [
        "Task { @MainActor [weak self] in",
        "    guard let self else { return }",
        "    do {",
        "        let summary = try await self.%s.loadSummary(for: self.identifier, includeArchived: %s)" % (c["dc"], rng.choice(["true", "false"])),
        '        self.%s.text = "\\(summary.title) · \\(summary.count) \\(summary.count == 1 ? "item" : "items")"' % v,
        "    } catch is CancellationError {",
        "        return",
        "    } catch {",
        '        self.%s.text = String(localized: "Could not load: \\(error.localizedDescription)")' % v,
        "    }",
        "}",
    ]


def snip_interp(rng, c):
    v = rng.choice(c["labels"])
    return [
        "let %s = %s.first" % (c["item"], c["items"]),
        '%s.text = "\\(%s?.title.capitalized ?? "—") – \\(Self.dateFormatter.string(from: %s?.createdAt ?? Date())) (\\(%s.map { "#\\($0.tag)" }.joined(separator: " ")))"' % (v, c["item"], c["item"], c["items"]),
    ]


def snip_raw(rng, c):
    pat = rng.choice([r'^[A-Z]{2}\d{6}$', r'^\+?[0-9 ()-]{7,}$', r'^[\w.+-]+@[\w-]+\.[\w.]+$', r'"id":\s*"(\w+)"', r'\\d{4}-\\d{2}'])
    return [
        'let pattern = #"%s"#' % pat,
        "if let text = %s.text, text.range(of: pattern, options: .regularExpression) != nil {" % rng.choice(c["views"]),
        '    print(#"matched "\\#(text)" against \\#(pattern)"#)',
        "}",
    ]


def snip_regex(rng, c):
    return [
        "if let match = %s.firstMatch(of: #/(?<code>[A-Z]{3})-(?<number>\\d{2,8})/#) {" % rng.choice(['query', 'inputText', 'scannedText']),
        "    selectedCode = String(match.code)",
        "    selectedNumber = Int(match.number) ?? 0",
        "}",
    ]


def snip_chain(rng, c):
    return [
        "let visible = %s" % c["items"],
        "    .filter { !$0.isHidden && $0.score > %d }" % rng.randint(0, 50),
        "    .sorted { lhs, rhs in lhs.updatedAt > rhs.updatedAt }",
        "    .prefix(%d)" % rng.choice([10, 20, 50]),
        "    .map(\\.title)",
        'print("visible: \\(visible.joined(separator: ", "))")',
    ]


def snip_navigation(rng, c):
    return [
        "guard let %s = selected%s else { return }" % (c["item"], c["Item"]),
        "let detail = %sDetailViewController(%s: %s, dataController: %s)" % (c["domain"], c["item"], c["item"], c["dc"]),
        "detail.hidesBottomBarWhenPushed = true",
        "navigationController?.pushViewController(detail, animated: true)",
    ]


def snip_analytics(rng, c):
    return [
        "Analytics.shared.track(.%s, properties: [" % rng.choice(["tap", "view", "submit", "toggle"]),
        '    "screen": "%s",' % low(c["stem"]),
        '    "count": %s.count,' % c["items"],
        '    "source": source.rawValue,',
        "])",
    ]


def snip_docatch(rng, c):
    return [
        "do {",
        "    try %s.save(%s, in: .%s)" % (c["dc"], c["items"], rng.choice(["local", "remote", "both"])),
        "} catch let error as DecodingError {",
        '    assertionFailure("decoding failed: \\(error)")',
        "} catch {",
        '    os_log("save failed: %{public}@", log: .default, type: .error, error.localizedDescription)',
        "}",
    ]


def snip_ifcase(rng, c):
    v = rng.choice(c["labels"])
    return [
        "if case .loaded(let value) = state, !value.isEmpty {",
        '    %s.text = value.count > 99 ? "99+" : "\\(value.count)"' % v,
        "} else if case .failed = state {",
        '    %s.text = ""' % v,
        "} else {",
        "    %s.isHidden = true" % v,
        "}",
    ]


def snip_defer(rng, c):
    return [
        "isLoading = true",
        "defer { isLoading = false }",
        "let started = CFAbsoluteTimeGetCurrent()",
        'print(String(format: "took %.2f ms", (CFAbsoluteTimeGetCurrent() - started) * 1000))',
    ]


def snip_multiline(rng, c):
    return [
        'let message = """',
        "    You are about to %s \\(%s.count) item(s).\\n" % (rng.choice(["delete", "archive", "share", "export"]), c["items"]),
        '    This cannot be undone. "Cancel" keeps everything as it is.',
        '    """',
        'let alert = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)',
        'alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))',
        "present(alert, animated: true)",
    ]


def snip_comment(rng, c):
    v = rng.choice(c["views"])
    return [
        "// TODO(%s): move this into the data controller once the API pages (#%d)" % (rng.choice(AUTHORS), rng.randint(100, 9999)),
        "/* Disabled until the redesign ships:",
        "   /* nested: keep in sync with the header */ self.%s.isHidden = false" % v,
        "   self.%s.alpha = 0.5 */" % v,
        "%s.accessibilityLabel = NSLocalizedString(\"%s\", comment: \"VoiceOver label\")" % (v, v),
    ]


LIFECYCLE_SNIPPETS = [snip_log, snip_fetch, snip_analytics]
SNIPPETS = [snip_log, snip_fetch, snip_animate, snip_async_after, snip_task, snip_interp, snip_raw,
            snip_regex, snip_chain, snip_navigation, snip_analytics, snip_docatch, snip_ifcase,
            snip_defer, snip_multiline, snip_comment]


def body(rng, c, n):
    out = []
    for _ in range(n):
        out.extend(rng.choice(SNIPPETS)(rng, c))
    return out

