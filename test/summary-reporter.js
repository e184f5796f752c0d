// Prints one plain closing line, "Tests: N passed, N failed, N skipped", as the very last output
// (at exit, after Jest's own summary), so any CI that reads closing lines can count the run.
const { writeSync } = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    // scripts/test.mjs runs two jest processes and prints one line for both.
    if (process.env.SHOP_TEST_SUMMARY === 'off') return;
    const { numPassedTests, numFailedTests, numPendingTests, numFailedTestSuites, numRuntimeErrorTestSuites } = results;
    // A suite that failed to load ran no test but is a failure all the same.
    const failed = numFailedTests + (numFailedTests === 0 ? numFailedTestSuites + numRuntimeErrorTestSuites : 0);
    process.once('exit', () => writeSync(1, `\nTests: ${numPassedTests} passed, ${failed} failed, ${numPendingTests} skipped\n`));
  }
}
module.exports = SummaryReporter;
