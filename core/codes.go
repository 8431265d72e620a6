package core

// The stable diagnostic codes. A code names one rule; its severity and
// spec section may differ by edition, and its message names the details.
const (
	// Whole input.
	CodeEmpty           Code = "empty"             // nothing to read
	CodeLeadingSpace    Code = "leading-space"     // white space before "urn:"
	CodeTrailingSpace   Code = "trailing-space"    // white space at the end
	CodeNotURN          Code = "not-urn"           // no "urn:" and nothing that reads as NID ":" NSS
	CodeURL             Code = "url-not-urn"       // "http://…": another URI scheme
	CodeMissingScheme   Code = "missing-scheme"    // "isbn:123": NID and NSS without "urn:"
	CodeWrongScheme     Code = "wrong-scheme"      // "urm:isbn:1": a misspelt "urn"
	CodeTooManyProblems Code = "too-many-problems" // more than MaxDiagnostics: the rest are counted, not listed

	// Namespace identifier syntax.
	CodeMissingNID        Code = "missing-nid"         // "urn::x", "urn:"
	CodeNIDChar           Code = "nid-char"            // a character outside letters, digits, "-"
	CodeNIDLeadingHyphen  Code = "nid-leading-hyphen"  // "-isbn"
	CodeNIDTrailingHyphen Code = "nid-trailing-hyphen" // "isbn-" (allowed by RFC 2141 only)
	CodeNIDTooLong        Code = "nid-too-long"        // more than 32 characters
	CodeNIDTooShort       Code = "nid-too-short"       // one character, where 2 are the minimum
	CodeNIDReservedURN    Code = "nid-urn-reserved"    // the NID "urn" (RFC 2141, draft-03: MUST NOT)

	// Namespace findings: never change validity.
	CodeNIDUnregistered Code = "nid-unregistered" // not in the IANA registry
	CodeNIDReserved     Code = "nid-reserved"     // a reserved form: "aa", "aa-…", "xn--…", "urn-07"
	CodeNIDExperimental Code = "nid-experimental" // "X-" and a NID

	// Namespace specific string.
	CodeMissingNSS      Code = "missing-nss"         // "urn:isbn" or "urn:isbn:"
	CodeNSSChar         Code = "nss-char"            // characters outside the NSS repertoire
	CodeReservedChar    Code = "nss-reserved-char"   // RFC 2141 "/ ? #": allowed, SHOULD NOT appear
	CodeNSSSlash        Code = "nss-slash"           // draft-03: "/" MUST NOT appear in the NSS
	CodeNSSLeadingSlash Code = "nss-leading-slash"   // draft-12, RFC 8141: "/" not first
	CodeStrayQuestion   Code = "stray-question-mark" // RFC 8141: "?" not followed by "+" or "="
	CodeBadPercent      Code = "bad-percent"         // "%" not followed by two hex digits
	CodeNUL             Code = "nul"                 // octet 0, raw or "%00" (RFC 2141, draft-03)
	CodeNeedlessEscape  Code = "needless-encoding"   // "%41" for "A"

	// Optional components (draft-03 query and fragment; draft-12 and
	// RFC 8141 r-, q- and f-components).
	CodeComponentChar       Code = "component-char"        // a character the component may not hold
	CodeComponentEmpty      Code = "component-empty"       // "?+" with nothing after it
	CodeComponentFirst      Code = "component-first-char"  // a q-/r-component starting with "/" or "?"
	CodeComponentUndefined  Code = "component-undefined"   // draft-12 §3.3: disallowed unless defined
	CodeComponentNote       Code = "component-note"        // what an RFC 8141 component is for
	CodeComponentOrder      Code = "component-order"       // "?+" inside a q-component is data
	CodeQueryInReference    Code = "query-in-reference"    // draft-03 §2.3
	CodeFragmentInReference Code = "fragment-in-reference" // draft-03 §2.4

	// draft-03 query directives (§2.3, §9.2).
	CodeDirectiveEmpty      Code = "directive-empty"      // "a=1&&b=2"
	CodeDirectiveNoEquals   Code = "directive-no-equals"  // "s" instead of "s=I2L"
	CodeKeywordSyntax       Code = "keyword-syntax"       // a keyword outside ALPHA *(["-"] (ALPHA / DIGIT))
	CodeKeywordDuplicate    Code = "keyword-duplicate"    // "s=I2L&s=I2R"
	CodeKeywordUnregistered Code = "keyword-unregistered" // not "s" or "c"
	CodeServiceUnknown      Code = "service-unknown"      // "s=" value not in §9.2.2
)
