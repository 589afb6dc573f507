"""The methods a view controller writes for each protocol it conforms to."""

from .snippets import body
from .text import cap, indent

def proto_block(rng, proto, c, n_cases):
    """Methods implementing `proto`, relative indent 0. Returns (display name, lines)."""
    items, item, list_ = c["items"], c["item"], c["list"]
    if proto == "CUSTOM_HEADER":
        name = "%sHeaderViewDelegate" % c["domain"]
        L = ["func headerViewDidTapAvatar(_ headerView: %sHeaderView) {" % c["domain"]]
        L += indent(body(rng, c, 1), 1) + ["}", "",
              "func headerView(_ headerView: %sHeaderView, didSelect segment: Int) {" % c["domain"],
              "    currentPage = 0", "    %s.reloadData()" % list_, "}"]
        return name, L
    if proto == "CUSTOM_CELL":
        name = "%sCellDelegate" % c["domain"]
        return name, ["func cell(_ cell: %sCell, didToggleFavorite isFavorite: Bool) {" % c["domain"],
                      "    guard let indexPath = %s.indexPath(for: cell) else { return }" % list_,
                      "    %s[indexPath.row].isFavorite = isFavorite" % items,
                      "    %s.reloadItems(at: [indexPath])" % list_ if c["list_type"] == "UICollectionView" else "    %s.reloadRows(at: [indexPath], with: .automatic)" % list_,
                      "}"]
    if proto == "CUSTOM_DATA":
        name = "%sDataControllerDelegate" % c["domain"]
        L = ["func dataController(_ controller: %sDataController, didUpdate %s: [%s]) {" % (c["domain"], items, c["Item"]),
             "    self.%s = %s" % (items, items)]
        L += indent(body(rng, c, 1), 1) + ["}", "",
              "func dataController(_ controller: %sDataController, didFailWith error: Error) {" % c["domain"],
              '    print("\\(type(of: controller)) failed: \\(String(describing: error))")', "}"]
        return name, L
    if proto == "UITableViewDataSource":
        L = ["func numberOfSections(in tableView: UITableView) -> Int {", "    1", "}", "",
             "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
             "    rows.count", "}", "",
             "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
             '    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)',
             "    var content = cell.defaultContentConfiguration()",
             "    switch rows[indexPath.row] {"]
        for (case, (typ, lbl)) in c["row_cases"][:n_cases]:
            L.append("    case .%s(let %s):" % (case, lbl))
            if typ == "String":
                L.append('        content.text = NSLocalizedString("%s", comment: "")' % case)
                L.append("        content.secondaryText = %s" % lbl)
            elif typ == "Bool":
                L.append('        content.text = "%s"' % cap(case))
                L.append("        cell.accessoryType = %s ? .checkmark : .none" % lbl)
            elif typ == "URL?":
                L.append('        content.text = %s?.host ?? "%s"' % (lbl, case))
            elif typ == "Int":
                L.append('        content.text = "%s (\\(%s))"' % (cap(case), lbl))
            elif typ == "Date":
                L.append("        content.text = Self.dateFormatter.string(from: %s)" % lbl)
            else:
                L.append('        content.text = String(format: "%%.2f", %s)' % lbl)
        L += ["    }", "    cell.contentConfiguration = content", "    return cell", "}"]
        if rng.random() < 0.5:
            L += ["", "func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {",
                  '    section == 0 ? nil : "Section \\(section + 1)"', "}"]
        return proto, L
    if proto == "UITableViewDelegate":
        L = ["func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
             "    tableView.deselectRow(at: indexPath, animated: true)",
             "    selected%s = %s[safe: indexPath.row]" % (c["Item"], items)]
        L += indent(body(rng, c, rng.randint(0, 2)), 1)
        L += ["}", "", "func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {",
              "    indexPath.row == 0 ? %d : UITableView.automaticDimension" % rng.choice([88, 120, 160]), "}"]
        return proto, L
    if proto == "UICollectionViewDataSource":
        L = ["func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {",
             "    %s.count" % items, "}", "",
             "func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {",
             '    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)',
             "    let %s = %s[indexPath.item]" % (item, items),
             "    switch %s.kind {" % item]
        for case in c["kind_cases"][:n_cases]:
            L += ["    case .%s:" % case,
                  "        cell.contentView.backgroundColor = UIColor(named: \"%s\") ?? .secondarySystemBackground" % case]
        L += ["    @unknown default:", "        break", "    }", "    return cell", "}"]
        return proto, L
    if proto == "UICollectionViewDelegate":
        L = ["func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {",
             "    selected%s = %s[indexPath.item]" % (c["Item"], items)]
        L += indent(body(rng, c, 1), 1) + ["}"]
        return proto, L
    if proto == "UICollectionViewDelegateFlowLayout":
        return proto, ["func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {",
                       "    let width = (collectionView.bounds.width - 48) / %d" % rng.choice([2, 3, 4]),
                       "    return CGSize(width: floor(width), height: floor(width * %0.1f))" % rng.choice([1.0, 1.3, 1.5]), "}"]
    if proto == "UIScrollViewDelegate":
        return proto, ["func scrollViewDidScroll(_ scrollView: UIScrollView) {",
                       "    let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top",
                       "    navigationItem.title = offset > %d ? title : nil" % rng.choice([44, 64, 120]),
                       "    guard !isLoading, offset > scrollView.contentSize.height - scrollView.bounds.height * 2 else { return }",
                       "    currentPage += 1", "}"]
    if proto == "UITextFieldDelegate":
        return proto, ["func textFieldShouldReturn(_ textField: UITextField) -> Bool {",
                       "    textField.resignFirstResponder()", "    return true", "}", "",
                       "func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {",
                       "    guard let text = textField.text, let range = Range(range, in: text) else { return true }",
                       "    let updated = text.replacingCharacters(in: range, with: string)",
                       "    return updated.count <= %d && updated.allSatisfy { $0.isLetter || $0.isNumber || $0 == \" \" }" % rng.choice([20, 32, 64]),
                       "}"]
    if proto == "UITextViewDelegate":
        return proto, ["func textViewDidChange(_ textView: UITextView) {",
                       '    navigationItem.rightBarButtonItem?.isEnabled = !textView.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty',
                       "}"]
    if proto == "UISearchBarDelegate":
        return proto, ["func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {",
                       "    query = searchText", "    searchWorkItem?.cancel()",
                       "    let work = DispatchWorkItem { [weak self] in self?.%s.search(searchText) }" % c["dc"],
                       "    searchWorkItem = work",
                       "    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: work)", "}", "",
                       "func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {",
                       "    searchBar.resignFirstResponder()", "}"]
    if proto == "UIGestureRecognizerDelegate":
        return proto, ["func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {",
                       "    otherGestureRecognizer is UIPanGestureRecognizer", "}"]
    if proto == "UIImagePickerControllerDelegate":
        return proto, ["func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {",
                       "    defer { picker.dismiss(animated: true) }",
                       "    guard let image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage else { return }",
                       "    pickedImage = image", "}", "",
                       "func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {",
                       "    picker.dismiss(animated: true)", "}"]
    if proto == "UINavigationControllerDelegate":
        return proto, ["func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {",
                       "    viewController.navigationItem.backButtonDisplayMode = .minimal", "}"]
    if proto == "UIAdaptivePresentationControllerDelegate":
        return proto, ["func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {",
                       "    !hasUnsavedChanges", "}"]
    if proto == "UIPageViewControllerDataSource":
        return proto, ["func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {",
                       "    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }",
                       "    return pages[index - 1]", "}", "",
                       "func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {",
                       "    guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }",
                       "    return pages[index + 1]", "}"]
    # WKNavigationDelegate
    return proto, ["func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {",
                   "    guard let url = navigationAction.request.url else { return decisionHandler(.cancel) }",
                   '    decisionHandler(url.scheme == "https" || url.scheme == "about" ? .allow : .cancel)', "}"]
