package pmtuverify.props;

/** Makes the harness that checks one invariant on one variant. */
public interface HarnessFactory {
    Harness create(String variant);
}
