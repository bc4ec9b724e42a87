// EDG writes an enumerator's value where it differs from the implicit one,
// and always for a zero that follows -1 (written or implicit).
enum rounding { r_unknown = -1, r_zero = 0, r_near = 1, r_up = 2 };
enum denorm { d_unknown = -1, d_absent = 0, d_present = 1 };
enum implicit_zero { z_neg = -1, z_next };
enum steps { s_a = -3, s_b = -2, s_c = -1, s_d };
enum plain { p_a = 0, p_b = 1, p_c = 5, p_d = 6, p_e = 0, p_f };
int use(rounding r, denorm d) { return (int)r + (int)d + z_next + s_d + p_f; }
