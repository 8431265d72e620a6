package core

// mpegSyntax is the "mpeg" namespace, RFC 3614 §2, whose declaration of
// structure reads "urn:mpeg:{standard name}:{assigned US-ASCII string}",
// the standard name "a US-ASCII string that conforms to URN Syntax
// requirements ([RFC2141]) and corresponds to the name of an MPEG
// standard (such as "mpeg1", "mpeg2", "mpeg4", "mpeg7", "mpeg21"", and the
// assigned string "a US-ASCII string that conforms to URN Syntax
// requirements". Its Rules for Lexical Equivalence: "The "standard name"
// is case-insensitive" (nsrule.go); "The remainder of the identifier must
// be considered case-sensitive."
var refMPEG = ref("rfc3614", "2")

var mpegSyntax = &NamespaceSyntax{
	NID: "mpeg", ID: "mpeg", Title: "a standard name (mpeg7, mpeg21, …), \":\" and a string MPEG assigns",
	Ref: refMPEG, read: readMPEG,
}

func readMPEG(r *nsReader) {
	s := r.s
	b := fieldEnd(s, 0, ':')
	if !r.field(0, b, "mpeg-standard", "standard name", "US-ASCII", isASCII, refMPEG) {
		return
	}
	if b == len(s) {
		r.fail(CodeNSSyntax, b, b, "after the standard name come \":\" and the string MPEG assigns: mpeg7:schema:2001", refMPEG)
		return
	}
	r.sep(b)
	r.field(b+1, len(s), "mpeg-assigned", "assigned string", "US-ASCII", isASCII, refMPEG)
}

// mpegForm is the domain of the MPEG equivalence rule: a standard name
// before a colon.
func mpegForm(nss string) bool { return fieldEnd(nss, 0, ':') > 0 && fieldEnd(nss, 0, ':') < len(nss) }

// mpegCanonical writes the standard name in lower case and leaves the
// rest, which "must be considered case-sensitive" (RFC 3614 §2).
func mpegCanonical(nss string) string {
	b := fieldEnd(nss, 0, ':')
	if name := lowerASCII(nss[:b]); name != nss[:b] {
		return name + nss[b:]
	}
	return nss
}

// mpegFold compares two MPEG NSSs under that rule without allocating.
func mpegFold(a, b string) bool {
	i, j := fieldEnd(a, 0, ':'), fieldEnd(b, 0, ':')
	return equalFold(a[:i], b[:j]) && a[i:] == b[j:]
}
