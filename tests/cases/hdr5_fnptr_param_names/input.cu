typedef void (*host_cb_t)(void *user_data);
typedef int (*binop_t)(int lhs, int rhs);
typedef void (*anon_cb_t)(void *, int);
typedef void (*mixed_cb_t)(int count, void *);
typedef int fn_type_t(double scale, char tag);

extern int register_cb(void (*func)(int status, void *arg), void *arg);
extern int register_anon(void (*)(int, void *), void *arg);

struct Holder {
    void (*on_event)(int code, const char *msg);
    int (*compare)(const void *a, const void *b);
    host_cb_t cb;
};

void (*global_handler)(int signum);
int (*global_table[4])(int left, int right);

void (*signal_like(int sig, void (*handler)(int s)))(int prev);

__device__ int dev_add(int a, int b) { return a + b; }

__global__ void apply_kernel(int (*op)(int x, int y), int *out)
{
    out[0] = op(1, 2);
}

__global__ void plain_kernel(int *out, binop_t f)
{
    out[0] = f ? 1 : 0;
}

int use_all(void)
{
    int (*local_fp)(int first, int second) = 0;
    Holder h;
    h.on_event = 0;
    return local_fp ? 1 : register_cb(0, 0) + register_anon(0, 0);
}
