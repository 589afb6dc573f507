import UIKit

class LoginViewController: UIViewController, UITextFieldDelegate {
    @objc private func didTapLogin(_ sender: UIButton) {
        validate()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(emailField)
        view.addSubview(loginButton)
        loginButton.addTarget(self, action: #selector(didTapLogin(_:)), for: .touchUpInside)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    // layoutlint:disable:next private-methods -- validation moves to LoginForm in the next release
    private func validate() {
        let pattern = #/^[^@\s]+@[^@\s]+$/#
        _ = emailField.text?.wholeMatch(of: pattern)
    }

    private lazy var emailField: UITextField = {
        let field = UITextField()
        field.delegate = self
        return field
    }()

    private lazy var loginButton = UIButton(type: .system)
}
