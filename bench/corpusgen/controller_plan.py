"""The decisions behind one view controller, taken before any code is written: planted
violations, layout style, size budget, protocols, subviews, event handlers and the context the
snippets read.

The order of the random draws is part of the output (same seed, same corpus): keep it when
editing, here and in the functions that consume the plan.
"""

from dataclasses import dataclass

from .text import cap, low
from .vocabulary import (ENUM_CASES, PROTOCOLS, ROLES, ROW_KINDS, ROW_WORDS, SUBVIEW_TYPES,
                         VC_BASES, VIOLATIONS)


@dataclass
class ControllerPlan:
    vc: str                 # class name, `<stem>ViewController`
    stem: str
    domain: str
    module: str
    item: str               # the screen's model as a variable name (`order`)
    Item: str               # ... as a type name (`Order`)
    items: str              # ... as a collection variable (`orders`)
    tiny: bool              # a simple screen: a few labels and buttons, no list, no protocols
    small: bool             # no optional life-cycle methods, no preview
    violations: list        # planted violations, in VIOLATIONS order
    style: str              # "inline" (protocol MARK sections) or "extension"
    n_cases: int            # switch cases per data-source method
    n_extra: int            # snippets spread over the event handlers
    base: str               # superclass
    protos: list            # protocols, list-related first
    subviews: list          # (name, UIKit type)
    names: list             # subview names
    labels: list            # names of the UILabel subviews (or the first subview)
    handlers: list          # (handler name, sender type)
    row_cases: list         # (row word, (Swift type, binding name)) for the row enum
    c: dict                 # the snippet context
    snapkit: bool           # constraints with SnapKit rather than NSLayoutConstraint


def plan_controller(rng, stem, domain, module, target, size=None, bad=False):
    vc = stem + "ViewController"
    item = low(domain)
    if item in ("help", "privacy", "security"):
        item = item + "Item"
    Item = cap(item)
    items = item + "s" if not item.endswith("s") else item + "List"
    # `target` is the size the file aims at; `size` (scaled by generate_file's feedback loop)
    # drives the counts below.
    size = size or target
    tiny = target < 100
    small = target < 170
    violations = []
    if bad:
        pool = [v for v in VIOLATIONS if not (tiny and v in ("wrong_protocol_mark", "merged_protocol_block"))]
        k = 1 if rng.random() < 0.6 else rng.randint(2, 3)
        violations = sorted(rng.sample(pool, k), key=VIOLATIONS.index)
    style = "extension" if rng.random() < 0.35 else "inline"

    # Sizing: the fixed part is ~60-120 lines; the rest is split between subviews (getter +
    # addSubview + constraints ≈ 15 lines), protocol blocks, switch cases and event handlers.
    budget = max(0, size - (45 if tiny else 80 if small else 120))
    n_protos = min(len(PROTOCOLS), max(1, int(budget / 110) + rng.randint(0, 2)))
    if tiny:
        n_protos = 0
    n_sub = max(2 if tiny else 1, min(60, int(budget * 0.40 / 15)))
    n_handlers = max(1, min(40, int(budget * 0.15 / 11)))
    n_cases = max(2, min(len(ROW_WORDS), int(budget * 0.22 / 2.6)))
    n_extra = max(0, int(budget * 0.12 / 6))  # snippets sprinkled into method bodies

    base = rng.choice(VC_BASES)
    list_type = "UICollectionView" if rng.random() < 0.3 else "UITableView"
    list_name = "collectionView" if list_type == "UICollectionView" else "tableView"
    if tiny:
        list_type = list_name = None
    if "base_view_controller" in violations:
        base = rng.choice(["BaseViewController", "BaseTableViewController", "%sBaseViewController" % module])

    # Protocols: list-related first.
    if list_type == "UITableView":
        protos = ["UITableViewDataSource", "UITableViewDelegate"]
    else:
        protos = ["UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout"]
    others = [p for p in PROTOCOLS if not p.startswith("UITableView") and not p.startswith("UICollectionView")]
    rng.shuffle(others)
    protos = (protos + others)[:max(n_protos, 0)]
    if "merged_protocol_block" in violations and len(protos) < 2:
        violations.remove("merged_protocol_block")
        if not violations or "wrong_protocol_mark" in violations:
            violations.append("getters_at_top" if "getters_at_top" not in violations else "missing_super")
        else:
            violations.append("wrong_protocol_mark")
        violations.sort(key=VIOLATIONS.index)

    # Subviews.
    names = []
    used = set()
    subviews = [(list_name, list_type)] if list_name else []
    used.add(list_name)
    tries = 0
    while len(subviews) < n_sub and tries < 500:
        tries += 1
        role = rng.choice(ROLES)
        suffix, typ = rng.choice(SUBVIEW_TYPES[:5] if tiny else SUBVIEW_TYPES)
        name = role + suffix
        if name in used:
            continue
        used.add(name)
        subviews.append((name, typ))
    names = [n for n, _ in subviews]
    labels = [n for n, t in subviews if t == "UILabel"] or [names[0]]

    # Event handlers, wired from getters (target-action, gestures) or from notifications.
    handler_for = {}
    handlers = []
    for name, typ in subviews:
        if len(handlers) >= n_handlers:
            break
        if typ in ("UIButton", "UISwitch", "UISegmentedControl", "UISlider", "UIPageControl", "UITextField"):
            verb = "didTap" if typ == "UIButton" else "didChange"
            h = verb + cap(name)
            handler_for[name] = h
            handlers.append((h, typ))
        elif typ == "UIImageView" and rng.random() < 0.5:
            h = "didTap" + cap(name)
            handler_for[name] = h
            handlers.append((h, "UITapGestureRecognizer"))
    notif = []
    while len(handlers) < n_handlers:
        nm = rng.choice(["keyboardWillShow", "keyboardWillHide", "applicationDidBecomeActive",
                         "userDidLogin", "cartDidChange", "themeDidChange", "localeDidChange",
                         "networkReachabilityChanged", "didReceiveRemotePush", "sessionDidExpire"])
        if nm in notif:
            nm = nm + str(len(handlers))
        notif.append(nm)
        handlers.append((nm, "Notification"))

    row_words = ROW_WORDS[:]
    rng.shuffle(row_words)
    row_cases = [(w, rng.choice(ROW_KINDS)) for w in row_words]
    kind_cases = ENUM_CASES[:]
    rng.shuffle(kind_cases)

    c = {
        "stem": stem, "domain": domain, "item": item, "Item": Item, "items": items,
        "Items": cap(items), "dc": "dataController", "list": list_name, "list_type": list_type,
        "views": names, "labels": labels, "handler_for": handler_for, "Row": stem + "Row",
        "row_cases": row_cases, "kind_cases": kind_cases,
    }
    snapkit = rng.random() < 0.3
    return ControllerPlan(
        vc=vc, stem=stem, domain=domain, module=module, item=item, Item=Item, items=items,
        tiny=tiny, small=small, violations=violations, style=style, n_cases=n_cases,
        n_extra=n_extra, base=base, protos=protos, subviews=subviews, names=names, labels=labels,
        handlers=handlers, row_cases=row_cases, c=c, snapkit=snapkit)
