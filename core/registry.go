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

// registryIndex maps a lower-case NID to its entry in registry.
var registryIndex = func() map[string]int {
	m := make(map[string]int, len(registry))
	for i, ns := range registry {
		m[ns.NID] = i
	}
	return m
}()

// LookupNamespace finds a registered namespace by NID, ignoring case as
// every edition does (RFC 2141 §2.1, RFC 8141 §2.1). It does not allocate.
func LookupNamespace(nid string) (Namespace, bool) {
	var buf [32]byte // NIDs are at most 32 characters
	if len(nid) == 0 || len(nid) > len(buf) {
		return Namespace{}, false
	}
	for i := 0; i < len(nid); i++ {
		buf[i] = lower(nid[i])
	}
	i, ok := registryIndex[string(buf[:len(nid)])]
	if !ok {
		return Namespace{}, false
	}
	return registry[i], true
}
