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

// registryTable is an open-addressing hash table over registry: slot
// values are index+1, 0 is empty. It is sized to stay under half full, and
// a lookup hashes the NID while lower-casing it, so finding a namespace
// costs one pass over the NID and usually one comparison.
var registryTable = func() (t [256]uint8) {
	if len(registry) >= len(t)/2 || len(registry) > 254 {
		panic("core: registryTable too small")
	}
	for i, ns := range registry {
		h := fnv1a(ns.NID) % uint32(len(t))
		for t[h] != 0 {
			h = (h + 1) % uint32(len(t))
		}
		t[h] = uint8(i + 1)
	}
	return t
}()

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func fnv1a(s string) uint32 {
	h := uint32(fnvOffset)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * fnvPrime
	}
	return h
}

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
//
//go:noinline
func registryIndex(nid string) int {
	var buf [32]byte // NIDs are at most 32 characters
	if len(nid) == 0 || len(nid) > len(buf) {
		return -1
	}
	h := uint32(fnvOffset)
	for i := 0; i < len(nid); i++ {
		c := lower(nid[i])
		buf[i] = c
		h = (h ^ uint32(c)) * fnvPrime
	}
	key := buf[:len(nid)]
	for h %= uint32(len(registryTable)); registryTable[h] != 0; h = (h + 1) % uint32(len(registryTable)) {
		if i := int(registryTable[h]) - 1; registry[i].NID == string(key) {
			return i
		}
	}
	return -1
}
