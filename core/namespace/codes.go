package namespace

import "github.com/urn-playground/urn-playground/core"

// The stable codes of the namespace reading's diagnostics ([Reading]).
// They are shared by the namespaces: a code names the kind of problem,
// the message names the namespace and the details, the Ref the section of
// the namespace's registration.
const (
	CodeSyntax     core.Code = "ns-syntax"      // the NSS does not have the namespace's form at all
	CodeChar       core.Code = "ns-char"        // a character the namespace's syntax does not allow here
	CodeLength     core.Code = "ns-length"      // too few or too many characters or digits
	CodeCheckDigit core.Code = "ns-check-digit" // the check digit or character is wrong: the fix sets the right one
	CodeCase       core.Code = "ns-case"        // a letter in the wrong case where the namespace fixes it
	CodeSeparator  core.Code = "ns-separator"   // a hyphen, dot or colon missing, doubled or misplaced
	CodeRange      core.Code = "ns-range"       // a value outside the range the namespace allows
	CodePrefix     core.Code = "ns-prefix"      // an unknown sub-namespace, prefix or type
	CodeDeprecated core.Code = "ns-deprecated"  // a form the registration deprecates
	CodeNote       core.Code = "ns-note"        // what a sub-part means (Info)
	CodeFree       core.Code = "ns-free"        // the registration leaves the NSS free (Info)
)
