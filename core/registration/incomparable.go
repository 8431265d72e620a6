package registration

// incomparable, as a struct's first field, makes the struct incomparable
// at no cost in size, so that the compiler writes no equality function
// for it (see core's incomparable).
type incomparable [0]func()
