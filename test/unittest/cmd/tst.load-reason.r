status 1
the error names the verifier's reason, if any
reason as expected
