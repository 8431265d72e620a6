package core

// epcSyntax is the "epc" namespace, RFC 5134 §2, whose declaration of
// structure gives the ABNF `EPC-URN = "urn:epc:" sub-ns-name ":" sub-ns`,
// `sub-ns-name = let-num [ 1*let-num-hyp ]` (a letter or digit, then
// letters, digits and "-"), `sub-ns = 1*<URN chars>`, and leaves each
// sub-namespace to the "EPC Tag Data Standards", which it makes
// normative. It prints a non-normative ABNF for one of them, sgtin:
// `"urn:epc:id:sgtin:" 2*(PaddedNumericComponent ".") NumericComponent`,
// "three period separated series of digits" (a company prefix, a product
// reference and a serial number), the last without leading zeros
// (`NumericComponent = ZeroComponent / NonZeroComponent`). Its Rules for
// Lexical Equivalence, "The entire URN is case-sensitive", would make
// fewer URNs equivalent than RFC 8141 does, which a namespace may not
// (RFC 8141 §3.1): the namespace adds no rule to comparison.
var refEPC = ref("rfc5134", "2")

var epcSyntax = &NamespaceSyntax{
	NID: "epc", ID: "epc", Title: "a sub-namespace name (letters, digits, \"-\"), \":\" and the sub-namespace's string",
	Ref: refEPC, read: readEPC,
}

func readEPC(r *nsReader) {
	s := r.s
	b := fieldEnd(s, 0, ':')
	// let-num-hyp is the character class of RFC 2648's string (nsietf.go).
	if !r.field(0, b, "epc-sub-ns-name", "sub-namespace name", "letters, digits and \"-\"", isIETFString, refEPC) {
		return
	}
	if s[0] == '-' {
		r.fail(CodeNSChar, 0, 1, "a sub-namespace name begins with a letter or digit", refEPC)
		return
	}
	if b == len(s) {
		r.fail(CodeNSSyntax, b, b, "after the sub-namespace name come \":\" and the sub-namespace's string: id:sgtin:900100.0003456.1234567", refEPC)
		return
	}
	r.sep(b)
	if s[:b] == "id" && len(s) > b+7 && s[b+1:b+7] == "sgtin:" && readSGTIN(r, b+1) {
		return
	}
	r.field(b+1, len(s), "epc-sub-ns", "sub-namespace string", "any NSS characters", isAnyByte, refEPC)
}

// readSGTIN labels "sgtin:" and its body from s[a:] when the body has the
// form of RFC 5134's non-normative sgtin ABNF, and otherwise notes that
// it has not (the normative syntax is the Tag Data Standard's), leaving
// the caller to label it.
func readSGTIN(r *nsReader, a int) bool {
	s, body := r.s, a+6
	n, digits := 1, true // series, all digits
	for i := body; i < len(s); i++ {
		if s[i] == '.' {
			n++
		} else if !isDigit(s[i]) {
			digits = false
		}
	}
	last := len(s) - fieldLenBack(s) // where the serial number starts
	if !digits || n < 3 || last == len(s) || s[last] == '0' && last < len(s)-1 {
		r.note(CodeNSNote, body, len(s), "RFC 5134's sgtin example (not normative) is three series of digits separated by \".\", the last without leading zeros; the EPC Tag Data Standard is the normative syntax", refEPC)
		return false
	}
	r.part(a, a+5, "epc-scheme", "EPC scheme")
	r.sep(a + 5)
	for i, k := body, 0; i < len(s); k++ {
		j := fieldEnd(s, i, '.')
		id, label := "epc-item", "product reference"
		switch {
		case k == 0:
			id, label = "epc-company", "company prefix"
		case j == len(s):
			id, label = "epc-serial", "serial number"
		}
		r.part(i, j, id, label)
		r.sep(j)
		i = j + 1
	}
	return true
}

// fieldLenBack is the length of s's last "."-separated series.
func fieldLenBack(s string) int {
	i := len(s)
	for i > 0 && s[i-1] != '.' {
		i--
	}
	return len(s) - i
}
