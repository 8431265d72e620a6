package namespace

import "github.com/urn-playground/urn-playground/core"

// Syntax is one namespace's own NSS syntax, as its registration (an
// IANA-hosted template or the RFC that registers it) defines it.
type Syntax struct {
	NID   string   // lower-case
	ID    string   // stable id of the syntax: "isbn"
	Title string   // what the syntax requires, in a few words
	Ref   core.Ref // the section of the registration that states the syntax
	// Free is true when the registration leaves the NSS's syntax to the
	// assigning organisation: every NSS conforms, and the reading says so
	// with an Info diagnostic instead of inventing a rule.
	Free bool

	read func(*reader) // reads a non-empty NSS; nil when Free
	// cites are the other sources the reader cites in its diagnostics,
	// besides Ref, each with its quote: [Refs] lists them. (Addresses,
	// so that a syntax's definition is data, laid out by the linker.)
	cites []*Citation
	// fields are the kinds of sub-part the reader labels, in the order
	// of the registration's grammar; each names the rule it matches.
	fields []*field
	// doc gives the syntax's Documentation. It is a method of a type of
	// the namespace's own, not a field of strings, so that the linker
	// leaves the quotes and rule definitions out of a program that never
	// asks for them: the WebAssembly module, whose page has them from its
	// build (7 KB of text, 2 KB brotli).
	doc documented
	// resolvers are what the registration says about resolving the
	// namespace's URNs, and the services documented for it.
	resolvers Resolvers
}

// Resolvers returns what the registration says about resolving the
// namespace's URNs and the public services documented for it.
func (s *Syntax) Resolvers() Resolvers { return s.resolvers }

// Documentation is what a syntax's sources say, word for word, for the
// page and the CLI to show beside a reading; a test finds each quote and
// each rule's definition in the stored excerpt of the source it cites.
type Documentation struct {
	// Quote is the words of the syntax's Ref that it rests on.
	Quote string
	// Rules are the rules of the registration's grammar the reader
	// implements, in the registration's order: each sub-part the reader
	// labels names one of them (or a literal of one, in quotes).
	Rules []Rule
	// Cites holds the quote of each other source the syntax cites, in the
	// order of its citations.
	Cites []string
	// Resolution holds the quote of the registration's words on
	// resolution (Resolvers.Ref), then one per service, the words of its
	// Ref that document its URL form.
	Resolution []string
}

// documented is the type a namespace file gives its Documentation by.
type documented interface{ documentation() Documentation }

// Documentation returns what the syntax's sources say, word for word.
func (s *Syntax) Documentation() Documentation { return s.doc.documentation() }

// Citation is a source a reading cites, with the words of it that the
// rule rests on (Quote, which only [Syntax.Citations] fills in: a
// namespace file gives it in its Documentation). Beyond marks a
// source that is not the namespace's registration (a standard it relies
// on, the assigning organization's rules): what the reading checks by it
// goes beyond the registration and is reported as a warning, never as a
// violation.
type Citation struct {
	Ref    core.Ref
	Quote  string
	Beyond bool
}

// Rule is one rule of a namespace's registration's grammar: its name (a
// placeholder's, for a registration that writes its syntax as a pattern)
// and its definition, as the registration prints it, white space aside.
// A name may have two definitions, one in each form of a registration
// that gives several (oasis's document-id).
type Rule struct {
	Name, Def string
}

// Rules returns the grammar rules the syntax implements (Documentation's).
func (s *Syntax) Rules() []Rule { return s.Documentation().Rules }

// Citations returns the sources the syntax cites besides its Ref, each
// with its quote.
func (s *Syntax) Citations() []Citation {
	quotes := s.Documentation().Cites
	out := make([]Citation, len(s.cites))
	for i, c := range s.cites {
		out[i] = *c
		if i < len(quotes) {
			out[i].Quote = quotes[i]
		}
	}
	return out
}

// syntaxes is every registered syntax, in NID order (Register keeps it
// so). Each namespace's definition is in its own file, named by its NID,
// which registers it. keys holds, at the same index, the syntax's nidKey,
// and slots is a hash table of those keys (the index + 1 of each, 0 for
// an empty slot), so that ForNID finds a NID with a multiplication and
// one or two probes, whatever the number of syntaxes.
var (
	syntaxes []*Syntax
	keys     []uint64
	slots    [1 << slotBits]uint8
)

// slotBits sizes the hash table: 64 slots for some twenty keys keeps
// probes short.
const slotBits = 6

// slot is where a key's probe starts.
func slot(k uint64) int { return int(k * 0x9E3779B97F4A7C15 >> (64 - slotBits)) }

// Register adds a namespace's syntax; each namespace file calls it as it
// is initialized (var _ = Register(&x): an init function per file would
// cost the WebAssembly module more). It panics on a NID that another syntax has, on one that is empty
// or not in lower case, and on a syntax that has a reader and is Free, or
// neither (only this package's files can give a reader): a definition is
// written in code, so each is a programming error.
func Register(s *Syntax) bool {
	nid := s.NID
	ok := nid != "" && (s.read == nil) == s.Free
	for i := 0; i < len(nid); i++ {
		ok = ok && (nid[i] < 'A' || nid[i] > 'Z')
	}
	i := 0
	for i < len(syntaxes) && syntaxes[i].NID < nid {
		i++
	}
	if !ok || i < len(syntaxes) && syntaxes[i].NID == nid {
		panic("namespace: Register: the NID " + quote(nid) + " has a syntax already or is not in lower case, or its syntax has a reader and is Free, or neither")
	}
	syntaxes, keys = append(syntaxes, nil), append(keys, 0)
	copy(syntaxes[i+1:], syntaxes[i:])
	copy(keys[i+1:], keys[i:])
	syntaxes[i], keys[i] = s, nidKey(nid)
	if len(syntaxes) > len(slots)/2 {
		panic("namespace: Register: more syntaxes than the lookup table holds: raise slotBits")
	}
	slots = [len(slots)]uint8{}
	for j, k := range keys {
		h := slot(k)
		for slots[h] != 0 {
			h = (h + 1) % len(slots)
		}
		slots[h] = uint8(j + 1)
	}
	return true
}

// nidKey packs the first 8 bytes of a NID, in lower case, into a number:
// two NIDs of the same length whose keys are equal are equal without
// regard to case when they have at most 8 bytes (as every NID with a
// syntax has today), and need their other bytes compared when longer.
func nidKey(nid string) uint64 {
	var k uint64
	for i := 0; i < len(nid) && i < 8; i++ {
		k |= uint64(lower(nid[i])) << (8 * i)
	}
	return k
}

// Syntaxes returns every namespace syntax the engine knows, in NID order.
func Syntaxes() []*Syntax {
	return append([]*Syntax(nil), syntaxes...)
}

// For returns the syntax that [Read] reads u's NSS by, or nil when its
// verdict is NoRule: no NID and NSS to read, or no syntax known for the
// NID. It costs a lookup, not a reading: the WebAssembly module asks it
// to decide whether URN.parse's namespace is worth deferring.
func For(u *core.URN) *Syntax {
	if !u.NID.Present() || !u.NSS.Present() {
		return nil
	}
	return ForNID(u.Input[u.NID.Start:u.NID.End])
}

// ForNID returns the syntax of a NID (in any case), or nil. URN.parse asks
// it for every reading: it probes the hash table with the NID's packed
// first bytes (nidKey), and compares the length and the rest of a longer
// NID only where the keys agree, without allocating.
func ForNID(nid string) *Syntax {
	k := nidKey(nid)
	for h := slot(k); slots[h] != 0; h = (h + 1) % len(slots) {
		i := slots[h] - 1
		if s := syntaxes[i]; keys[i] == k && len(s.NID) == len(nid) && (len(nid) <= 8 || equalFold(nid[8:], s.NID[8:])) {
			return s
		}
	}
	return nil
}

// Refs returns every section the package cites: each syntax's Ref, the
// other sections its reader cites and its resolution sources, once each,
// in NID order. The page must
// have an excerpt for each: the site's build collects them with
// [core.Refs] and fails on a missing one.
func Refs() []core.Ref {
	var out []core.Ref
	add := func(r core.Ref) {
		for _, o := range out {
			if o == r {
				return
			}
		}
		out = append(out, r)
	}
	for _, s := range syntaxes {
		add(s.Ref)
		for _, c := range s.cites {
			add(c.Ref)
		}
		if s.resolvers.Ref.Doc != "" {
			add(s.resolvers.Ref)
		}
		for _, sv := range s.resolvers.Services {
			add(sv.Ref)
		}
	}
	return out
}
