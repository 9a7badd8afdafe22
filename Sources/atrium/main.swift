import AtriumCLI

// `atrium`: everything lives in the AtriumCLI library; this only runs it, after setting up
// what a crash shows (one line, a restored terminal, the report in a file).
CrashReports.prepare()
Atrium.main()
