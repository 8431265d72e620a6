package core

// ietfCase says which ietf NSSs RFC 2648 §2's "The entire URN is
// case-insensitive" covers: all but the "params" sub-namespace, whose
// registration (RFC 3553 §3) asks for "exact string match according to
// the rules for URN syntax". The later, narrower registration wins for
// its own sub-namespace.
func ietfCase(nss string) bool {
	first := fieldEnd(nss, 0, ':')
	return nss != "" && !nsEqualFold(nss[:first], "params")
}

// nbnPrefix is the length of an NBN's prefix, the country code and its
// sub-namespaces before the first "-" (RFC 8458 §4.2: "The entire prefix
// is case insensitive"), or -1 when the NSS has no such prefix of
// letters, digits and ":".
func nbnPrefix(nss string) int {
	dash := fieldEnd(nss, 0, '-')
	if dash == 0 || dash == len(nss) {
		return -1
	}
	for i := 0; i < dash; i++ {
		if nss[i] != ':' && !isAlnum(nss[i]) {
			return -1
		}
	}
	return dash
}
