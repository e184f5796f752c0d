// Prints one plain closing line, "Tests: N passed, N failed, N skipped", that any CI can read.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numFailedTestSuites, numRuntimeErrorTestSuites } = results;
    const failed = numFailedTests + (numFailedTests === 0 ? numFailedTestSuites + numRuntimeErrorTestSuites : 0);
    process.stdout.write(`\nTests: ${numPassedTests} passed, ${failed} failed, ${numPendingTests} skipped\n`);
  }
}
module.exports = SummaryReporter;
