/* placeholder: replaced by the built-in headers task */
