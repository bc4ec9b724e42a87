thread_local __device__ int per_thread;

int main()
{
    return 0;
}
