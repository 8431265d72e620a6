package core

// readPlain reads the commonest kind of input in one pass, without the
// reader: "urn:" (any case), a registered NID of letters, digits and
// inner hyphens, ":", and an NSS of characters that need no second look,
// ":" separators and %HH escapes of characters a namespace may reserve.
// Such a URN is valid in every edition and draws no diagnostic, and
// reading it is most of what URN.parse costs in WebAssembly, where every
// call and every turn of a loop counts. readPlain leaves u as the reader
// would (FuzzRead compares the two) and returns true; for any other input
// it returns false, having changed nothing but u.Parts' contents, and the
// reader reads it. The rules it takes as met are the reader's: scheme
// (RFC 8141 §2 and the others'), NID (checkNID), registered NID
// (classify) and NSS (region, percent).
func (u *URN) readPlain(input string, e Edition) bool {
	ru := e.rules()
	if len(input) < 7 || input[3] != ':' || !equalFold(input[:3], "urn") {
		return false
	}
	// The NID: up to the next ":", letters, digits and hyphens, neither
	// first nor last a hyphen, of a length the edition allows.
	c := 4
	for c < len(input) && classOf[input[c]]&ldh != 0 {
		c++
	}
	n := c - 4
	if c == len(input) || input[c] != ':' || n < ru.nidMin || n > nidMaxLen || input[4] == '-' || input[c-1] == '-' ||
		ru.nidReservedURN && n == 3 && equalFold(input[4:c], "urn") {
		return false
	}
	ns := lookupNamespace(input[4:c])
	if ns == nil || c+1 == len(input) {
		return false
	}
	parts := append(u.Parts[:0],
		Part{KindScheme, Span{0, 3}}, Part{KindDelimiter, Span{3, 4}},
		Part{KindNID, Span{4, c}}, Part{KindDelimiter, Span{c, c + 1}},
		Part{KindNSS, Span{c + 1, len(input)}})
	colonOK := classOf[':']&ru.nss != 0 && classOf[':']&ru.discouraged == 0
	for i := c + 1; i < len(input); i++ {
		b := input[i]
		if ru.nssFast[b] {
			continue
		}
		switch {
		case b == ':' && colonOK:
			parts = append(parts, Part{KindSeparator, Span{i, i + 1}})
		case b == '%' && i+2 < len(input) && isHex(input[i+1]) && isHex(input[i+2]):
			// An escape of a letter or digit draws a note (needless), one
			// of octet 0 an error in some editions.
			if v := unhex(input[i+1])<<4 | unhex(input[i+2]); v == 0 || classOf[v]&letNum != 0 {
				u.Parts = parts
				return false
			}
			parts = append(parts, Part{KindPercentEncoded, Span{i, i + 3}})
			i += 2
		default:
			u.Parts = parts
			return false
		}
	}
	*u = URN{
		Input:       input,
		Edition:     e,
		Valid:       true,
		Scheme:      Span{0, 3},
		NID:         Span{4, c},
		NSS:         Span{c + 1, len(input)},
		RComponent:  NoSpan,
		QComponent:  NoSpan,
		FComponent:  NoSpan,
		Query:       NoSpan,
		Fragment:    NoSpan,
		Parts:       parts,
		Diagnostics: u.Diagnostics[:0],
		Namespace:   registeredInfo(ns, ru),
	}
	return true
}
