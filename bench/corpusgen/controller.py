"""View controllers: the plan, the sections and how they are put together, by layout style
(protocol MARK sections in the class, or protocol extensions after it) and planted violations."""

from . import controller_sections as sections_of
from .controller_plan import plan_controller
from .text import file_header, indent


def gen_view_controller(rng, index, stem, domain, module, target, size=None, bad=False):
    plan = plan_controller(rng, stem, domain, module, target, size, bad)
    out = file_preamble(rng, plan)
    props = sections_of.properties(rng, plan)
    life = sections_of.life_cycle(rng, plan)
    blocks = sections_of.conformance_blocks(rng, plan)
    events = sections_of.event_response(rng, plan)
    helpers = sections_of.private_helpers(plan)
    getters = sections_of.getters_and_setters(rng, plan)
    out += assemble(rng, plan, props, life, blocks, events, helpers, getters)
    return plan.vc + ".swift", out, "viewcontroller", plan.style, plan.violations


def file_preamble(rng, plan):
    """File header, imports and the file-level row enum."""
    vc, module, stem, protos = plan.vc, plan.module, plan.stem, plan.protos
    out = file_header(rng, vc + ".swift", module)
    out.append("import UIKit")
    if plan.snapkit:
        out.append("import SnapKit")
    if "WKNavigationDelegate" in protos:
        out.append("import WebKit")
    if rng.random() < 0.3:
        out.append("import os.log")
    out.append("")

    # File-level row enum.
    if "UITableViewDataSource" in protos:
        out.append("private enum %sRow {" % stem)
        for case, (typ, lbl) in plan.row_cases[:plan.n_cases]:
            out.append("    case %s(%s)" % (case, typ))
        out += ["}", ""]
    return out


def protocol_mark_title(rng, name, position, violations):
    """The MARK title of a protocol block; `wrong_protocol_mark` renames the first one."""
    if "wrong_protocol_mark" in violations and position == 0:
        return rng.choice(["Table View", "Delegates", "Data Source", "Protocol Methods"])
    return name


def assemble(rng, plan, props, life, blocks, events, helpers, getters):
    """The class and, in the extension style, the extensions after it: lines at file level."""
    vc, stem, base, small, violations = plan.vc, plan.stem, plan.base, plan.small, plan.violations
    style = plan.style
    out = []
    conformances = [] if style == "extension" else [nm for nm, _ in blocks]
    mark_titles = {
        "properties": rng.choice(["Properties", "Properties", "State", "Dependencies"]),
        "lifecycle": rng.choice(["Life Cycle", "Life Cycle", "Lifecycle", "View Life Cycle"]),
        "event": rng.choice(["Event Response", "Event Response", "Actions", "Event Response"]),
        "private": rng.choice(["Private Methods", "Private", "Helpers"]),
        "accessors": rng.choice(["Getters and Setters", "Getters and Setters", "Getters & Setters", "Lazy Views"]),
    }
    drop_marks = set()
    if "missing_marks" in violations:
        # (a protocol extension needs no MARK of its own, so dropping those alone is no violation)
        drop_marks = set(rng.sample(["properties", "lifecycle", "event", "accessors", "protos"], rng.randint(1, 3)))
        drop_marks.add(rng.choice(["lifecycle", "accessors"]))

    def mark(key, title=None):
        if key in drop_marks:
            return []
        return ["// MARK: - %s" % (title or mark_titles[key]), ""]

    if "event_in_lifecycle" in violations and len(events) > 0:
        life = life + [""] + events
        events = []
    sections = [("properties", props), ("lifecycle", life)]
    inline_blocks = style == "inline"
    if inline_blocks:
        if "merged_protocol_block" in violations and len(blocks) >= 2:
            merged = blocks[0][1] + [""] + blocks[1][1]
            sections.append(("protos", merged, "%s & %s" % (blocks[0][0], blocks[1][0])))
            rest = blocks[2:]
        else:
            rest = blocks
        for i, (nm, L) in enumerate(rest):
            sections.append(("protos", L, protocol_mark_title(rng, nm, i, violations)))
    if events:
        sections.append(("event", events))
    if helpers:
        sections.append(("private", helpers))
    sections.append(("accessors", getters))
    if "getters_at_top" in violations:
        acc = sections.pop()
        sections.insert(1, acc)
    elif "getters_before_events" in violations and events:
        acc = sections.pop()
        idx = [s[0] for s in sections].index("event")
        sections.insert(idx, acc)
    # Extension style: stored (lazy) properties cannot live in an extension, so the getters stay
    # at the end of the class body; the protocol extensions follow the class, and the event
    # handlers get an extension of their own after them.
    event_ext = []
    if not inline_blocks and "getters_before_events" not in violations:
        keys = [s[0] for s in sections]
        if "event" in keys:
            event_ext = sections.pop(keys.index("event"))[1]

    final = rng.choice(["final class", "final class", "class"])
    head = "%s %s: %s" % (final, vc, ", ".join([base] + conformances))
    if len(head) > 110 and conformances:
        out.append("%s %s: %s," % (final, vc, base))
        for i, p in enumerate(conformances):
            out.append("    %s%s" % (p, "," if i + 1 < len(conformances) else " {"))
    else:
        out.append(head + " {")
    out.append("")
    for s in sections:
        key, L = s[0], s[1]
        title = s[2] if len(s) > 2 else None
        out += indent(mark(key, title), 1)
        out += indent(L, 1)
        out.append("")
    out[-1] = "}"

    if not inline_blocks:
        merged_done = False
        for i, (nm, L) in enumerate(blocks):
            title = protocol_mark_title(rng, nm, i, violations)
            decl = nm
            if "merged_protocol_block" in violations and i == 0 and len(blocks) >= 2:
                decl = nm + ", " + blocks[1][0]
                L = L + [""] + blocks[1][1]
                merged_done = True
            elif merged_done and i == 1:
                continue
            out.append("")
            if "protos" not in drop_marks:
                out += ["// MARK: - %s" % title, ""]
            out.append("extension %s: %s {" % (vc, decl))
            out += indent(L, 1)
            out.append("}")
        if event_ext:
            out.append("")
            out += mark("event")
            out.append("extension %s {" % vc)
            out += indent(event_ext, 1)
            out.append("}")

    if not small and rng.random() < 0.35:
        out += ["", "#if DEBUG", "import SwiftUI", "",
                "struct %s_Previews: PreviewProvider {" % vc,
                "    static var previews: some View {",
                "        UIViewControllerPreview {",
                "            %s(identifier: .init(), dataController: .preview)" % vc,
                "        }",
                '        .previewDisplayName("%s")' % stem,
                "    }",
                "}",
                "#endif"]
    out.append("")
    return out
