package core

// NamespaceKind is the IANA sub-registry a namespace is listed in.
type NamespaceKind uint8

const (
	NamespaceFormal   NamespaceKind = iota + 1 // "Formal URN Namespaces"
	NamespaceInformal                          // "Informal URN Namespaces"
)

// String returns "formal" or "informal".
func (k NamespaceKind) String() string {
	switch k {
	case NamespaceFormal:
		return "formal"
	case NamespaceInformal:
		return "informal"
	}
	return ""
}

// Namespace is one entry of the IANA registry of URN namespaces.
type Namespace struct {
	NID       string // lower-case, as IANA lists it
	Kind      NamespaceKind
	Reference string // the registry's reference: "RFC3187", or an organisation and its URL
}

// RegistrySource says where the registry facts come from and how fresh
// they are.
func RegistrySource() string { return registrySource }

// Namespaces returns a copy of every registered namespace, in registry
// order.
func Namespaces() []Namespace { return append([]Namespace(nil), registry[:]...) }

// registryTable is an open-addressing hash table over registry, by
// nidKey: slot values are index+1, 0 is empty. It is sized to stay under
// half full; registryKeys holds each entry's key, so that a lookup
// compares words, not strings.
var registryTable, registryKeys = func() (t [256]uint8, keys [len(registry)]nidKey) {
	if len(registry) >= len(t)/2 || len(registry) > 254 {
		panic("core: registryTable too small")
	}
	for i, ns := range registry {
		keys[i], _ = keyOf(ns.NID)
		h := keys[i].slot()
		for t[h] != 0 {
			h = (h + 1) % uint32(len(t))
		}
		t[h] = uint8(i + 1)
	}
	return t, keys
}()

// LookupNamespace finds a registered namespace by NID, ignoring case as
// every edition does (RFC 2141 §2.1, RFC 8141 §2.1). It does not allocate.
func LookupNamespace(nid string) (Namespace, bool) {
	if ns := lookupNamespace(nid); ns != nil {
		return *ns, true
	}
	return Namespace{}, false
}

// lookupNamespace is LookupNamespace without copying the entry: the
// reader's hot path.
func lookupNamespace(nid string) *Namespace {
	if i := registryIndex(nid); i >= 0 {
		return &registry[i]
	}
	return nil
}

// registryIndex is the index in registry of a NID (in any case), or -1.
func registryIndex(nid string) int {
	k, ok := keyOf(nid)
	if !ok {
		return -1
	}
	for h := k.slot(); registryTable[h] != 0; h = (h + 1) % uint32(len(registryTable)) {
		// Field by field: comparing the structs calls memequal.
		if i := int(registryTable[h]) - 1; registryKeys[i].n == k.n && registryKeys[i].w == k.w {
			return i
		}
	}
	return -1
}

// shortRegistryIndex is registryIndex of a NID of n <= 8 bytes whose key
// is the one word w (shortKeyAt).
func shortRegistryIndex(w uint64, n int) int {
	for h := slot(w, 0, 0, 0, n); registryTable[h] != 0; h = (h + 1) % uint32(len(registryTable)) {
		// An entry of n <= 8 bytes has no other words.
		if i := int(registryTable[h]) - 1; registryKeys[i].n == n && registryKeys[i].w[0] == w {
			return i
		}
	}
	return -1
}
