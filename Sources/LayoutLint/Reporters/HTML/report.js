// layoutlint HTML report: draws the overview and the section maps from the JSON blocks above.
// Compiled into layoutlint (Package.swift: embedInCode); the page's Content-Security-Policy admits only this script, by its hash.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("ll-data").textContent);
  var meta = JSON.parse(document.getElementById("ll-meta").textContent);
  var S = meta.strings, RULES = meta.rules, SECTIONS = meta.sections, NAMES = meta.sectionNames;
  var LETTERS = ["P", "L", "D", "E", "H", "A"];
  var SEV = ["error", "warning", "info"], SEVWORD = ["error", "warning", "note"], SEVCLASS = ["e", "w", "i"];
  var $ = function (id) { return document.getElementById(id); };
  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) { return "&#" + c.charCodeAt(0) + ";"; });
  }
  function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }

  // The model: one record per controller; findings without a controller of their own go to the
  // file's first controller, so every finding is listed somewhere.
  // Cells arrive as flat numbers (see HTMLReporter); each becomes
  // [name, line, section, reason index, misplaced | (alternative section + 1) << 1, heading index, protocol index].
  function cellsOf(raw, line) {
    var out = [], k = 0;
    while (k < raw.length) {
      var packed = raw[k + 2];
      line += raw[k + 1];
      var cell = [S[raw[k]], line, packed & 7, raw[k + 3], ((packed & 8) >> 3) | ((packed >> 4) & 7) << 1, -1, -1];
      k += 4;
      if (packed & 128) cell[5] = raw[k++];
      if (packed & 256) cell[6] = raw[k++];
      out.push(cell);
    }
    return out;
  }
  var ctls = [];
  data.forEach(function (file) {
    var first = null;
    file[1].forEach(function (c) {
      var rec = { i: ctls.length, name: c[0], file: file[0], line: c[1], end: c[2], sup: S[c[3]], changed: c[4] === 1,
                  cells: cellsOf(c[5], c[1]), findings: c[6].slice(), el: null, map: null, drawn: false };
      if (!first) first = rec;
      ctls.push(rec);
    });
    if (first) Array.prototype.push.apply(first.findings, file[2]);
  });
  ctls.forEach(function (c) {
    c.findings.sort(function (a, b) { return a[2] - b[2] || a[3] - b[3]; });
    c.sev = [0, 0, 0];
    c.rules = {};
    c.findings.forEach(function (f) { c.sev[f[1]]++; c.rules[f[0]] = true; });
    c.lines = c.end - c.line + 1;
    c.hay = (c.name + "\n" + c.file + "\n" + c.cells.map(function (m) { return m[0]; }).join("\n")).toLowerCase();
  });
  var lazy = ctls.length > meta.mapLimit;

  // Overview
  var total = 0, bySev = [0, 0, 0], byRule = {}, byFile = {}, conforming = 0;
  ctls.forEach(function (c) {
    if (c.findings.length === 0) conforming++;
    c.findings.forEach(function (f) {
      total++; bySev[f[1]]++;
      var key = f[0] + ":" + f[1];
      byRule[key] = (byRule[key] || 0) + 1;
    });
    var entry = byFile[c.file] || (byFile[c.file] = [0, 0, 0, 0]);
    entry[3]++;  // the file's controllers
    for (var k = 0; k < 3; k++) entry[k] += c.sev[k];
  });
  function sevBadges(sev) {
    var out = "";
    for (var k = 0; k < 3; k++) if (sev[k]) out += '<span class="sev ' + SEVCLASS[k] + '" title="' + plural(sev[k], SEVWORD[k]) + '">' + sev[k] + '</span>';
    return out || '<span class="sev ok" title="conforms">✓</span>';
  }
  function bar(parts) {
    var sum = parts.reduce(function (a, p) { return a + p[0]; }, 0) || 1;
    return '<div class="bar" aria-hidden="true">' + parts.map(function (p) {
      return '<i class="' + p[1] + '" data-w="' + (100 * p[0] / sum).toFixed(2) + '"></i>';
    }).join("") + "</div>";
  }
  function overview() {
    var s = meta.summary, out = [];
    out.push('<div class="card wide"><h2>Controllers</h2><div class="tiles">' +
      '<div class="tile"><b id="n-checked">' + ctls.length + '</b><span>checked in ' + plural(s.files, "file") + '</span></div>' +
      '<div class="tile"><b id="n-conforming">' + conforming + '</b><span>conform fully (' + (ctls.length ? Math.round(100 * conforming / ctls.length) : 100) + '%)</span></div>' +
      '<div class="tile"><b id="n-findings">' + total + '</b><span>' + bySev.map(function (n, k) { return plural(n, SEVWORD[k]); }).join(", ") + '</span></div></div>' +
      bar([[conforming, "ok"], [ctls.length - conforming, "bad"]]) +
      (s.failures.length ? '<p>' + plural(s.failures.length, "file") + ' could not be read: ' + s.failures.map(function (f) { return esc(f.file); }).join(", ") + '</p>' : "") +
      (meta.baseline ? baselineText(meta.baseline) : "") + "</div>");
    var rules = Object.keys(byRule).sort(function (a, b) { return byRule[b] - byRule[a] || (a < b ? -1 : 1); });
    var maxRule = rules.length ? byRule[rules[0]] : 1;
    out.push('<div class="card"><h2>Findings by rule</h2>' + (rules.length ? '<table><tr><th>rule</th><th>severity</th><th class="n">count</th><th></th></tr>' +
      rules.map(function (key) {
        var parts = key.split(":"), rule = RULES[+parts[0]];
        return '<tr><td><button class="link" data-rule="' + parts[0] + '" title="' + esc(rule.description) + '">' + esc(rule.id) + '</button></td><td>' + SEV[+parts[1]] +
          '</td><td class="n">' + byRule[key] + '</td><td>' + bar([[byRule[key], "cnt"], [maxRule - byRule[key], ""]]) + '</td></tr>';
      }).join("") + "</table>" : '<p class="empty">No findings.</p>') + "</div>");
    var files = Object.keys(byFile).filter(function (f) { return byFile[f][0] + byFile[f][1] + byFile[f][2] > 0; })
      .sort(function (a, b) { var x = byFile[a], y = byFile[b]; return (y[0] + y[1] + y[2]) - (x[0] + x[1] + x[2]) || y[0] - x[0] || (a < b ? -1 : 1); });
    out.push('<div class="card"><h2>Worst files</h2>' + (files.length ? '<table>' + files.slice(0, 10).map(function (f) {
      var e = byFile[f];
      return '<tr><td><button class="link" data-path="' + esc(f) + '">' + esc(f) + '</button></td><td class="n">' + sevBadges(e) + '</td></tr>';
    }).join("") + "</table>" + (files.length > 10 ? "<p>… and " + plural(files.length - 10, "more file") + " with findings</p>" : "") : '<p class="empty">Every file conforms.</p>') + "</div>");
    out.push(folders());
    $("overview").innerHTML = out.join("");
  }
  function baselineText(b) {
    var pct = b.recorded ? Math.round(100 * b.paidOff / b.recorded) : 100;
    return '<p id="baseline"><b>Baseline:</b> ' + b.paidOff + " of " + plural(b.recorded, "recorded finding") + " paid off (" + pct + "%), " +
      b.remaining + " remain.</p>" + bar([[b.paidOff, "ok"], [b.remaining, "bad"]]);
  }
  // Folders one level below the deepest directory all files share.
  function folders() {
    var paths = Object.keys(byFile);
    var common = paths.length ? paths[0].split("/").slice(0, -1) : [];
    paths.forEach(function (p) {
      var parts = p.split("/").slice(0, -1), k = 0;
      while (k < common.length && k < parts.length && common[k] === parts[k]) k++;
      common = common.slice(0, k);
    });
    var groups = {}, order = [];
    ctls.forEach(function (c) {
      var rest = c.file.split("/").slice(common.length);
      var key = rest.length > 1 ? rest[0] + "/" : "(files in " + (common.join("/") || ".") + ")";
      if (!groups[key]) { groups[key] = [0, 0]; order.push(key); }
      groups[key][c.findings.length ? 1 : 0]++;
    });
    order.sort();
    return '<div class="card"><h2>Conforming by folder' + (common.length ? " under " + esc(common.join("/")) + "/" : "") + '</h2><table>' +
      order.map(function (key) {
        var g = groups[key];
        return '<tr><td><button class="link" data-path="' + esc(common.concat([key.replace(/\/$/, "")]).join("/")) + '">' + esc(key) + '</button></td><td class="n">' +
          g[0] + "/" + (g[0] + g[1]) + '</td><td>' + bar([[g[0], "ok"], [g[1], "bad"]]) + "</td></tr>";
      }).join("") + "</table></div>";
  }

  // The list
  function header(c) {
    return '<h3><button type="button" aria-expanded="false" aria-controls="det-' + c.i + '"><span class="name">' + esc(c.name) + '</span>' +
      '<span class="file">' + esc(c.file) + ":" + c.line + '</span><span class="meta">' + (c.changed ? "changed · " : "") +
      plural(c.cells.length, "member") + " · " + plural(c.lines, "line") + " " + sevBadges(c.sev) + "</span></button></h3>";
  }
  function cellsHTML(c) {
    var out = new Array(c.cells.length);
    for (var k = 0; k < c.cells.length; k++) {
      var m = c.cells[k], cls = "c s" + m[2];
      if (m[5] >= 0) cls += " b";
      if (m[4] & 1) cls += " m";
      out[k] = '<i class="' + cls + '" data-role="' + SECTIONS[m[2]] + '" data-k="' + k + '" tabindex="-1">' + LETTERS[m[2]] + "</i>";
    }
    return out.join("");
  }
  function draw(c) {
    if (c.drawn) return;
    c.drawn = true;
    c.map.classList.remove("pending");
    c.map.innerHTML = cellsHTML(c);
  }
  // Rows go in in slices: the first slice is painted at once, the rest follow between frames, so
  // a report of thousands of controllers is readable (and its filters usable) right away.
  var FIRST_SLICE = lazy ? 150 : Infinity, SLICE = 1000, complete = false, io = null;
  function rowHTML(c) {
    return '<li class="ctl" data-type="' + esc(c.name) + '" data-file="' + esc(c.file) + '" data-i="' + c.i + '">' + header(c) +
      '<div class="map' + (lazy ? " pending" : "") + '" role="group" tabindex="0" aria-label="Section map of ' + esc(c.name) + ', ' +
      plural(c.cells.length, "member") + '; arrow keys move between members">' + (lazy ? "" : cellsHTML(c)) + '</div>' +
      '<div class="det" id="det-' + c.i + '" hidden></div></li>';
  }
  function addRows(from, to) {
    var list = $("list"), slice = shownOrder.slice(from, to);
    list.insertAdjacentHTML("beforeend", slice.map(rowHTML).join(""));
    var items = list.children;
    slice.forEach(function (c, k) {
      c.el = items[from + k];
      c.map = c.el.children[1];
      c.drawn = !lazy;
      if (io) io.observe(c.map);
      else if (lazy) draw(c);
    });
  }
  function renderList(done) {
    shownOrder = ctls.slice().sort(sorters[state.sort]);
    if (!ctls.length) $("list").innerHTML = '<li class="empty">No view controllers were checked.</li>';
    if (lazy && "IntersectionObserver" in window) {
      io = new IntersectionObserver(function (entries) {
        entries.forEach(function (e) {
          if (!e.isIntersecting) return;
          io.unobserve(e.target);
          draw(ctls[+e.target.parentNode.getAttribute("data-i")]);
        });
      }, { rootMargin: "600px 0px" });
    }
    var next = Math.min(FIRST_SLICE, shownOrder.length);
    addRows(0, next);
    (function more() {
      if (next >= shownOrder.length) { complete = true; done(); return; }
      setTimeout(function () { addRows(next, next = Math.min(next + SLICE, shownOrder.length)); more(); }, 0);
    })();
  }
  function details(c) {
    var rulesSeen = [];
    var items = c.findings.map(function (f) {
      if (rulesSeen.indexOf(f[0]) < 0) rulesSeen.push(f[0]);
      return '<li><span class="sev ' + SEVCLASS[f[1]] + '">' + SEVWORD[f[1]] + '</span> <span class="ln">line ' + f[2] + ":" + f[3] + "</span> " +
        esc(f[4]) + " <code>" + esc(RULES[f[0]].id) + "</code></li>";
    });
    if (!items.length) return "<p>Conforms: every member sits in its section, in order.</p>";
    return "<ol>" + items.join("") + "</ol><dl>" + rulesSeen.map(function (r) {
      var rule = RULES[r];
      return "<dt><code>" + esc(rule.id) + "</code> " + esc(rule.description) + "</dt><dd>" + esc(rule.rationale) + "</dd>";
    }).join("") + "</dl>";
  }
  function toggle(c, button) {
    var det = c.el.children[2], open = det.hidden;
    if (open && !det.firstChild) det.innerHTML = details(c);
    det.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
  }

  // Tooltip for a member cell, on hover and on keyboard focus.
  var tip = $("tip");
  function describe(c, k) {
    var m = c.cells[k], heading = null;
    for (var j = k; j >= 0 && heading === null; j--) if (c.cells[j][5] >= 0) heading = S[c.cells[j][5]];
    var role = NAMES[m[2]] + (m[6] >= 0 ? " (" + S[m[6]] + ")" : "");
    var alt = m[4] >> 1;
    return "<b>" + esc(m[0]) + '</b> <span class="r">line ' + m[1] + "</span><br>belongs in <b>" + esc(role) + "</b>: " + esc(S[m[3]]) +
      (alt ? "<br>also fits " + esc(NAMES[alt - 1]) : "") +
      (m[4] & 1 ? "<br>⚠ misplaced: sits " + (heading ? "under ‘" + esc(heading) + "’" : "under no MARK") : "");
  }
  function showTip(cell) {
    var c = ctls[+cell.parentNode.parentNode.getAttribute("data-i")];
    tip.innerHTML = describe(c, +cell.getAttribute("data-k"));
    tip.hidden = false;
    var r = cell.getBoundingClientRect();
    tip.style.left = Math.max(4, Math.min(window.scrollX + r.left - 8, window.scrollX + document.documentElement.clientWidth - tip.offsetWidth - 8)) + "px";
    tip.style.top = (window.scrollY + r.bottom + 6) + "px";
  }
  function hideTip() { tip.hidden = true; }

  // Filters, search and sort
  var state = { q: "", rule: "", sev: "", path: "", sort: "findings" };
  function matches(c) {
    if (state.rule !== "" && !c.rules[state.rule]) return false;
    if (state.sev === "conforming" && c.findings.length) return false;
    if (state.sev === "findings" && !c.findings.length) return false;
    if (state.sev === "changed" && !c.changed) return false;
    var k = SEV.indexOf(state.sev);
    if (k >= 0 && !c.sev[k]) return false;
    if (state.path && c.file.toLowerCase().indexOf(state.path) < 0) return false;
    return !state.q || c.hay.indexOf(state.q) >= 0;
  }
  var sorters = {
    findings: function (a, b) { return b.findings.length - a.findings.length || b.sev[0] - a.sev[0] || a.i - b.i; },
    length: function (a, b) { return b.lines - a.lines || a.i - b.i; },
    members: function (a, b) { return b.cells.length - a.cells.length || a.i - b.i; },
    name: function (a, b) { return a.name < b.name ? -1 : a.name > b.name ? 1 : a.i - b.i; },
    file: function (a, b) { return a.i - b.i; }
  };
  var shownOrder = null;  // the order the list is in; moving thousands of elements is what costs
  function apply() {
    if (!complete) return;  // renderList calls it again when the last rows are in
    var shown = 0, order = ctls.slice().sort(sorters[state.sort]);
    order.forEach(function (c) {
      var show = matches(c);
      if (show) shown++;
      if (c.el.hidden === show) c.el.hidden = !show;
    });
    if (shownOrder && order.some(function (c, k) { return c !== shownOrder[k]; })) {
      var frag = document.createDocumentFragment();
      order.forEach(function (c) { frag.appendChild(c.el); });
      $("list").appendChild(frag);
    }
    shownOrder = order;
    $("shown").textContent = shown + " of " + plural(ctls.length, "controller") + " shown";
  }

  // Wiring
  function fill() {
    $("gen").textContent = "layoutlint " + meta.version + " · " + plural(ctls.length, "controller") + " in " + plural(meta.summary.files, "file") +
      (lazy ? " · maps are drawn as you scroll (more than " + meta.mapLimit + " controllers)" : "");
    var fired = {};
    ctls.forEach(function (c) { for (var r in c.rules) fired[r] = true; });
    $("f-rule").innerHTML = '<option value="">any rule</option>' + RULES.map(function (r, k) {
      return fired[k] ? '<option value="' + k + '">' + esc(r.id) + "</option>" : "";
    }).join("");
    $("legend").innerHTML = "<b>Sections:</b>" + SECTIONS.map(function (s, k) {
      return '<span><i class="c s' + k + '" data-legend="' + s + '">' + LETTERS[k] + "</i>" + esc(NAMES[k]) + "</span>";
    }).join("") + '<span><i class="c s1 m" data-legend="misplaced">L</i>misplaced member</span>' +
      '<span><i class="c s1"></i><i class="c s1 b"></i>MARK or extension boundary</span>';
  }
  function onInput() {
    state.q = $("f-q").value.trim().toLowerCase();
    state.rule = $("f-rule").value;
    state.sev = $("f-sev").value;
    state.path = $("f-path").value.trim().toLowerCase();
    state.sort = $("f-sort").value;
    apply();
  }
  document.addEventListener("click", function (e) {
    var t = e.target;
    var head = t.closest ? t.closest(".ctl h3 button") : null;
    if (head) { toggle(ctls[+head.parentNode.parentNode.getAttribute("data-i")], head); return; }
    if (t.hasAttribute && t.hasAttribute("data-rule")) { $("f-rule").value = t.getAttribute("data-rule"); onInput(); $("list").scrollIntoView(); }
    if (t.hasAttribute && t.hasAttribute("data-path")) { $("f-path").value = t.getAttribute("data-path"); onInput(); $("list").scrollIntoView(); }
  });
  var list = $("list");
  list.addEventListener("mouseover", function (e) { if (e.target.classList.contains("c")) showTip(e.target); });
  list.addEventListener("mouseout", function (e) { if (e.target.classList.contains("c")) hideTip(); });
  list.addEventListener("focusin", function (e) {
    if (e.target.classList.contains("c")) showTip(e.target);
    else if (e.target.classList.contains("map")) draw(ctls[+e.target.parentNode.getAttribute("data-i")]);
  });
  list.addEventListener("focusout", hideTip);
  list.addEventListener("keydown", function (e) {
    var t = e.target, map = t.classList.contains("map") ? t : t.classList.contains("c") ? t.parentNode : null;
    if (!map) return;
    var cells = map.children, k = t === map ? -1 : +t.getAttribute("data-k"), next = null;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") next = Math.min(k + 1, cells.length - 1);
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp") next = Math.max(k - 1, 0);
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = cells.length - 1;
    else if (e.key === "Escape" && t !== map) { map.focus(); e.preventDefault(); return; }
    else if (e.key === "Enter" && t !== map) { cellFindings(map, +t.getAttribute("data-k")); e.preventDefault(); return; }
    if (next === null || !cells.length) return;
    e.preventDefault();
    cells[next].focus();
  });
  list.addEventListener("dblclick", function (e) { if (e.target.classList.contains("c")) cellFindings(e.target.parentNode, +e.target.getAttribute("data-k")); });
  // Enter on a member (or a double click) opens the controller's findings and marks those on its line.
  function cellFindings(map, k) {
    var c = ctls[+map.parentNode.getAttribute("data-i")], button = c.el.querySelector("h3 button");
    if (c.el.children[2].hidden) toggle(c, button);
    var line = c.cells[k][1];
    Array.prototype.forEach.call(c.el.querySelectorAll(".det li"), function (li, j) {
      li.classList.toggle("hit", c.findings[j][2] === line);
    });
  }
  ["f-q", "f-path"].forEach(function (id) { $(id).addEventListener("input", onInput); });
  ["f-rule", "f-sev", "f-sort"].forEach(function (id) { $(id).addEventListener("change", onInput); });

  overview();
  Array.prototype.forEach.call(document.querySelectorAll(".bar i[data-w]"), function (i) { i.style.width = i.getAttribute("data-w") + "%"; });
  fill();
  renderList(function () {
    apply();
    document.documentElement.setAttribute("data-ready", lazy ? "lazy" : "all");
  });
  // What a reader first sees is there now; the remaining rows (if any) follow.
  document.documentElement.setAttribute("data-drawn-ms", String(Math.round(performance.now())));
})();
