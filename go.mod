module github.com/urn-playground/urn-playground

go 1.26

require github.com/leodido/go-urn v1.5.0 // indirect
