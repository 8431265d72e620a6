package core

// refNIDDeterminesNSS is RFC 2141 §2, which says it in so many words.
var refNIDDeterminesNSS = ref("rfc2141", "2")

// NSSScope says, in plain words, how far a reading checks an NSS, with
// the section that leaves the rest to the namespace: every edition makes
// the NSS's own syntax the namespace's business. RFC 2141 §2: "The
// Namespace ID determines the _syntactic_ interpretation of the Namespace
// Specific String"; draft-03 §2.2 and draft-12 §3.2: "Depending on the
// rules governing a namespace"; RFC 8141 §2.2 the same. The engine
// implements no namespace's own NSS syntax (its namespace rules,
// [EquivalenceRules], are equivalence rules only), so "valid" never means
// "a correct ISBN": the page says so for every NID until one is added.
func NSSScope(e Edition) (text string, r Ref) {
	r = e.rules().nssRef
	if e == RFC2141 {
		r = refNIDDeterminesNSS
	}
	return "the NSS is not checked against the namespace's own syntax, only against the generic URN syntax", r
}

// ClassMeaning says in plain words what a NID's class and registration
// mean, for someone who has never read an RFC: formal and informal
// namespaces (RFC 8141 §5.1, §5.2; RFC 2611 §4) registered or not. It is
// "" for experimental and reserved NIDs, whose NIDInfo.Reason says why.
func ClassMeaning(c NIDClass, registered bool) string {
	switch {
	case c == ClassFormal && registered:
		return "a formal namespace: registered with IANA, which lists who assigns its names"
	case c == ClassFormal:
		return "a formal name in form, but not registered with IANA: no namespace by this name exists, so no one assigns names in it yet"
	case c == ClassInformal && registered:
		return "an informal namespace: IANA gave it its number (urn-N) and lists who assigns its names"
	case c == ClassInformal:
		return "an informal name in form (urn- and a number), but IANA has given no namespace this number: no namespace by this name exists"
	}
	return ""
}
