import AtriumCLI

// `atrium`: everything lives in the AtriumCLI library; this only runs it.
Atrium.main()
