package pmtuverify.props;

/**
 * An invariant's earlier statement, kept where the catalogue shows the current one: the statement and formula it
 * replaced and why. A restatement is justified from the review mails or the RFC (the {@code reason} names the source),
 * never by a proof it lets pass.
 *
 * @param statement the earlier prose statement
 * @param formula   the earlier formula
 * @param reason    why the statement changed, with the mail or RFC passage that justifies it
 */
public record Restatement(String statement, String formula, String reason) {
    public Restatement {
        if (statement.isBlank() || formula.isBlank() || reason.isBlank()) {
            throw new IllegalArgumentException("a restatement names the old statement, the old formula and a reason");
        }
    }

    /** The catalogue's line: the old statement and formula, and the reason. */
    public String line() {
        return "- restated: earlier \"" + statement + "\" (`" + formula + "`); why: " + reason + "\n";
    }
}
