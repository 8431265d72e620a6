package core

// The stable codes of the namespace reading's diagnostics
// ([NamespaceReading]). They are shared by the namespaces: a code names
// the kind of problem, the message names the namespace and the details,
// the Ref the section of the namespace's registration.
const (
	CodeNSSyntax     Code = "ns-syntax"      // the NSS does not have the namespace's form at all
	CodeNSChar       Code = "ns-char"        // a character the namespace's syntax does not allow here
	CodeNSLength     Code = "ns-length"      // too few or too many characters or digits
	CodeNSCheck      Code = "ns-check-digit" // the check digit or character is wrong: the fix sets the right one
	CodeNSCase       Code = "ns-case"        // a letter in the wrong case where the namespace fixes it
	CodeNSSeparator  Code = "ns-separator"   // a hyphen, dot or colon missing, doubled or misplaced
	CodeNSRange      Code = "ns-range"       // a value outside the range the namespace allows
	CodeNSPrefix     Code = "ns-prefix"      // an unknown sub-namespace, prefix or type
	CodeNSDeprecated Code = "ns-deprecated"  // a form the registration deprecates
	CodeNSNote       Code = "ns-note"        // what a sub-part means (Info)
	CodeNSFree       Code = "ns-free"        // the registration leaves the NSS free (Info)
)
