package pmtuverify.trace;

/** Bad input from the user (argument, trace line, value out of range): one line, exit code 2. */
public final class BadInput extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BadInput(String message) {
        super(message, null, false, false);
    }
}
